import { type ApiCaller, adminApi, api, createMember, firstCenter, ownPlace, sellPackage } from './admin-api';
import { dayOf, dragTo } from './calendar-drag';
import { expect, seriousViolations, signInByApi, test } from './fixtures';
import { pickerText, typeInPicker } from './pickers';

/**
 * The business rules the API enforces, as the screens show them: a class's booked places and the
 * members a move would drop, a branch still in use, the locked currency, and a void that takes the
 * membership its invoice sold. Each test makes its own records through the API with unique names.
 */

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A one-off class tomorrow with two places, in a room of its own with a coach of its own: a move to
 * another day then never meets another test's class in that room or that coach's other classes.
 */
async function classTomorrow(admin: ApiCaller, centerId: number, title: string): Promise<number> {
  const startsAt = new Date(Date.now() + 86_400_000);
  startsAt.setUTCHours(3, 0, 0, 0);
  const place = await ownPlace(admin, centerId, title);
  return oneOffClass(admin, centerId, place, title, startsAt);
}

/** A half-hour class with two places. */
async function oneOffClass(
  admin: ApiCaller,
  centerId: number,
  place: { roomId: number; coachId: number },
  title: string,
  startsAt: Date,
): Promise<number> {
  const created = await api<{ id: number }>(admin, 'POST', 'classes', {
    centerId,
    roomId: place.roomId,
    instructorId: place.coachId,
    title,
    description: null,
    capacity: 2,
    creditCost: 1,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
  });
  return created.id;
}

/** A member with a paid class pack from today, booked into the class. */
async function bookedMember(admin: ApiCaller, centerId: number, classId: number, firstName: string) {
  const member = await createMember(admin, {
    firstName,
    lastName: `Rules${admin.uid}`,
    homeCenterId: centerId,
  });
  const membership = await sellPackage(admin, member.id, {
    kind: 'sessions',
    centerId,
    startDate: isoDay(0),
  });
  await api(admin, 'POST', `classes/${classId}/bookings`, { memberId: member.id });
  return { ...member, membershipId: membership.id };
}

test.describe('business rules on the screens', () => {
  test('a class edit names the booked places, and a move lists who loses their place before cancelling them', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    const title = `Rules class ${admin.uid}`;
    const classId = await classTomorrow(admin, center.id, title);
    const staying = await bookedMember(admin, center.id, classId, 'Stay');
    const leaving = await bookedMember(admin, center.id, classId, 'Leave');
    const membership = await api<{ version: number }>(admin, 'GET', `memberships/${leaving.membershipId}`);
    await api(admin, 'POST', `memberships/${leaving.membershipId}/freeze`, {
      fromDate: isoDay(2),
      toDate: isoDay(12),
      reason: 'Travel',
      version: membership.version,
    });

    await signInByApi(page, 'admin');
    await page.goto(`/class-list?q=${encodeURIComponent(title)}`);
    const row = page.getByTestId('list-row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${title}` });

    await edit.getByLabel('Capacity').fill('1');
    await edit.getByRole('button', { name: 'Save class' }).click();
    await expect(edit.getByText('2 places are booked: keep the capacity at least at that.')).toBeVisible();

    await edit.getByLabel('Capacity').fill('2');
    const start = edit.getByRole('group', { name: /^Starts/ });
    const [month, date, year] = (await pickerText(start)).split(' ')[0]!.split('/');
    const later = new Date(Date.parse(`${year}-${month}-${date}T00:00:00Z`) + 4 * 86_400_000).toISOString();
    // Only the day's parts: the time stays.
    await typeInPicker(start, `${later.slice(5, 7)}${later.slice(8, 10)}${later.slice(0, 4)}`);
    await edit.getByRole('button', { name: 'Save class' }).click();

    const confirm = page.getByRole('dialog', { name: `Move ${title}?` });
    await expect(confirm.getByTestId('move-losses').getByRole('listitem')).toHaveCount(1);
    await expect(confirm.getByTestId('move-losses')).toContainText(leaving.name);
    await expect(confirm.getByTestId('move-losses')).toContainText('Membership frozen on that day');
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel their bookings and move' }).click();
    await expect(page.getByText('Class moved; the listed bookings were cancelled.')).toBeVisible();
    await expect(edit).toBeHidden();

    await page.goto(`/class-list?class=${classId}`);
    const booked = page.getByRole('dialog', { name: title }).getByTestId('roster-booked');
    await expect(booked.getByText(staying.name)).toBeVisible();
    await expect(booked.getByText(leaving.name)).toHaveCount(0);
  });

  test('a calendar move that drops a booking, confirmed onto a taken room, goes back with the reason', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    // A Monday two to eight days ahead, 11:00 at the branch (UTC+8), and the Wednesday after it.
    const mondayIn = 2 + ((8 - new Date(Date.now() + 2 * 86_400_000).getUTCDay()) % 7);
    const [monday, wednesday] = [isoDay(mondayIn), isoDay(mondayIn + 2)];
    const at = (day: string) => new Date(`${day}T03:00:00Z`);
    const title = `Drag rules ${admin.uid}`;
    const place = await ownPlace(admin, center.id, title);
    const classId = await oneOffClass(admin, center.id, place, title, at(monday));
    await oneOffClass(admin, center.id, place, `Taken ${admin.uid}`, at(wednesday));
    // Booked on Monday, frozen from Tuesday: a move to Wednesday drops the booking.
    const leaving = await bookedMember(admin, center.id, classId, 'Drag');
    const membership = await api<{ version: number }>(admin, 'GET', `memberships/${leaving.membershipId}`);
    await api(admin, 'POST', `memberships/${leaving.membershipId}/freeze`, {
      fromDate: isoDay(mondayIn + 1),
      toDate: isoDay(mondayIn + 9),
      reason: 'Travel',
      version: membership.version,
    });

    await signInByApi(page, 'admin');
    await page.goto(`/calendar?view=week&date=${monday}&room=${place.roomId}`);
    const event = page.locator(`.fc-timegrid-event[href="/class-list?class=${classId}"]`);
    await expect(event).toBeVisible();
    await dragTo(page, event, wednesday, 11);

    const confirm = page.getByRole('dialog', { name: `Move ${title}?` });
    await expect(confirm.getByTestId('move-losses')).toContainText(leaving.name);
    await confirm.getByRole('button', { name: 'Cancel their bookings and move' }).click();
    // Refused after all: the calendar's own words for a taken room, the dialog gone, the class back.
    await expect(page.getByText('The room is already booked at that time.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect.poll(() => dayOf(page, event, [monday, wednesday])).toBe(monday);
    const bookings = await api<{ items: { status: string }[] }>(
      admin,
      'GET',
      `bookings?classId=${classId}&memberId=${leaving.id}`,
    );
    expect(bookings.items.map((booking) => booking.status)).toEqual(['booked']);
  });

  test('archiving a branch in use shows what holds it, moves its members, then archives', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const home = await firstCenter(admin);
    const code = `R${admin.uid.slice(-8)}`.toUpperCase();
    // "Zz" sorts last, so tests that pick the first branch never get this archived one.
    const name = `Zz Rules ${code}`;
    const center = await api<{ id: number }>(admin, 'POST', 'centers', {
      name,
      code,
      address: '1 Rules Road',
      phone: '02 1234 5678',
      timezone: 'Asia/Taipei',
    });
    await createMember(admin, { firstName: 'Home', lastName: `Mover${admin.uid}`, homeCenterId: center.id });

    await signInByApi(page, 'admin');
    await page.goto('/center-list');
    const row = page.getByTestId('list-row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: `Archive ${name}?` });
    await dialog.getByRole('button', { name: 'Archive' }).click();

    const inUse = dialog.getByTestId('center-in-use');
    await expect(inUse).toContainText('1 member calls it their home branch');
    // Only what still holds the branch is listed: no classes lie ahead of it.
    await expect(inUse).not.toContainText('classes');
    expect(await seriousViolations(page)).toEqual([]);
    await inUse.getByRole('combobox', { name: 'Move members to' }).click();
    await page.getByRole('option', { name: home.name, exact: true }).click();
    await inUse.getByRole('button', { name: 'Move 1 member' }).click();
    await expect(page.getByText('1 member moved.')).toBeVisible();
    await expect(inUse.getByRole('button', { name: /^Move/ })).toHaveCount(0);

    // Nothing holds the branch any more: the dialog offers a plain Archive.
    await expect(inUse).toContainText('it can be archived now');
    await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.locator('[data-field="active"]')).toHaveText('Archived');
  });

  test('voiding an invoice that sold a membership says the membership goes with it', async ({ page }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    const member = await createMember(admin, { firstName: 'Void', lastName: `Seller${admin.uid}` });
    const packages = await api<{ items: { id: number; active: boolean; centerIds: number[] }[] }>(
      admin,
      'GET',
      'packages?kind=time&perPage=100',
    );
    const pack = packages.items.find((item) => item.active && item.centerIds.includes(center.id))!;
    const sold = await api<{ invoiceId: number }>(admin, 'POST', `members/${member.id}/memberships`, {
      packageId: pack.id,
      centerId: center.id,
      startDate: isoDay(0),
      trainerId: null,
      couponCode: null,
      payment: null,
      notes: null,
    });

    await signInByApi(page, 'admin');
    await page.goto(`/invoice?invoice=${sold.invoiceId}`);
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: /^Void invoice/ });
    await expect(confirm.getByText('This also cancels the membership it sold.')).toBeVisible();
    await confirm.getByLabel('Reason').fill('Sold by mistake');
    await confirm.getByRole('button', { name: 'Void invoice' }).click();
    await expect(confirm).toBeHidden();

    const memberships = await api<{ items: { invoiceId: number; status: string }[] }>(
      admin,
      'GET',
      `memberships?memberId=${member.id}`,
    );
    expect(memberships.items.find((item) => item.invoiceId === sold.invoiceId)?.status).toBe('cancelled');
  });
});

test.describe('selling through an invoice and prices that include tax', () => {
  test('a package line on a new invoice sells the membership from its start date', async ({ page }) => {
    const admin = await adminApi(page);
    const centers = await api<{ items: { id: number }[] }>(admin, 'GET', 'centers?active=true');
    const profile = await api<{ currency: string }>(admin, 'GET', 'settings/profile');
    const name = `Invoice Month ${admin.uid}`;
    await api(admin, 'POST', 'packages', {
      kind: 'time',
      name,
      description: null,
      durationValue: 30,
      durationUnit: 'days',
      credits: null,
      price: 1_000_00,
      currency: profile.currency,
      centerIds: centers.items.map((center) => center.id),
      active: true,
    });
    const member = await createMember(admin, { firstName: 'Line', lastName: `Buyer${admin.uid}` });

    await signInByApi(page, 'admin');
    await page.goto(`/apps/member/${member.id}/invoice/add`);
    await page.getByLabel('Add a package').fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    const line = page.getByTestId('invoice-line');
    await expect(line.getByRole('group', { name: 'Membership starts' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page.getByTestId('sale-done')).toBeVisible();

    await page.goto(`/apps/member/edit/${member.id}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  });
});
