import type { Page } from '@playwright/test';
import { type ApiCaller, adminApi, api, call, createMember, firstCenter, signWaiver } from './admin-api';
import { expect, seriousViolations, signInByApi, test } from './fixtures';

/**
 * A morning at the desk, end to end, as the front desk at a tablet's width: a new member walks in,
 * buys a session pack, signs, pays the rest, gets in and books a class; a frozen member and a PT
 * client arrive. Setup the desk does not do (its own branch, packages, a full class, a frozen
 * member, a PT session that has started) goes through the API with the admin token.
 */

/** A branch of the test's own: no opening hours (check-in at any time, whatever hour CI runs at), one room. */
async function morningBranch(admin: ApiCaller) {
  const first = await firstCenter(admin);
  const center = await api<{ id: number; name: string }>(admin, 'POST', 'centers', {
    name: `Zz Morning ${admin.uid}`,
    code: `M${admin.uid.slice(-8).toUpperCase()}`,
    address: '3 Test Road',
    phone: '02-0000-0002',
    timezone: first.timezone,
  });
  const room = await api<{ id: number }>(admin, 'POST', 'rooms', {
    centerId: center.id,
    name: `Morning room ${admin.uid}`,
    capacity: 20,
    active: true,
  });
  return { center, roomId: room.id };
}

function newPackage(
  admin: ApiCaller,
  currency: string,
  centerId: number,
  pack: { kind: 'time' | 'sessions' | 'pt'; name: string; price: number; credits: number | null },
) {
  return api<{ id: number; price: number }>(admin, 'POST', 'packages', {
    kind: pack.kind,
    name: `${pack.name} ${admin.uid}`,
    description: null,
    durationValue: 30,
    durationUnit: 'days',
    credits: pack.credits,
    price: pack.price,
    currency,
    centerIds: [centerId],
    active: true,
  });
}

/** A class with two places tomorrow at the branch's own room, with the first instructor free then. */
async function smallClassTomorrow(admin: ApiCaller, centerId: number, roomId: number, title: string) {
  const staff = await api<{ items: { id: number }[] }>(admin, 'GET', 'staff?active=true&perPage=100');
  const day = new Date(Date.now() + 86_400_000);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const startsAt = new Date(day);
    startsAt.setUTCHours(3 + (attempt % 3), Math.floor(Math.random() * 50), 0, 0);
    const response = await call(admin, 'POST', 'classes', {
      centerId,
      roomId,
      instructorId: staff.items[(attempt * 5) % staff.items.length]!.id,
      title,
      description: null,
      capacity: 2,
      creditCost: 1,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
    });
    if (response.status() === 201) return ((await response.json()) as { id: number }).id;
    expect(response.status(), await response.text()).toBe(422);
  }
  throw new Error('No free slot for the test class');
}

/** A PT session that began minutes ago, with the first trainer free then. */
async function ptSessionStarted(admin: ApiCaller, memberId: number, membershipId: number) {
  const trainers = await api<{ items: { id: number }[] }>(admin, 'GET', 'staff?isTrainer=true&perPage=100');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const startsAt = new Date(Date.now() - (2 + Math.floor(Math.random() * 20)) * 60_000);
    startsAt.setUTCSeconds(0, 0);
    const response = await call(admin, 'POST', 'pt-sessions', {
      memberId,
      trainerId: trainers.items[(attempt * 3 + Math.floor(Math.random() * 3)) % trainers.items.length]!.id,
      roomId: null,
      membershipId,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 60 * 60_000).toISOString(),
      notes: null,
    });
    if (response.status() === 201) return startsAt;
    expect(response.status(), await response.text()).toBe(422);
  }
  throw new Error('No trainer free for the PT session');
}

async function drawOnPad(page: Page) {
  const box = (await page.getByTestId('signature-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(
      box.x + box.width * (0.1 + (0.6 * step) / 12),
      box.y + box.height * (0.6 + 0.15 * Math.sin(step)),
    );
  }
  await page.mouse.up();
}

test.use({ viewport: { width: 768, height: 1024 }, timezoneId: 'Asia/Taipei' });

test('a morning at the desk', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(page);
  const profile = await api<{ currency: string; timeZone: string }>(admin, 'GET', 'settings/profile');
  const settings = await api<{ checkInBlockOwingOver: number | null }>(admin, 'GET', 'settings');
  // The studio refuses check-in while a member owes more than its limit: the seed's, or none.
  const limit = settings.checkInBlockOwingOver;
  test.skip(limit === null, 'The studio lets members in whatever they owe');
  const { center, roomId } = await morningBranch(admin);
  // Priced so that after the coupon (100) and the part payment (500) more than the limit is owed.
  const packPrice = Math.ceil((limit! + 1_000_00) / 100_00) * 100_00;
  const pack = await newPackage(admin, profile.currency, center.id, {
    kind: 'sessions',
    name: 'Ten classes',
    price: packPrice,
    credits: 10,
  });
  const freeMonth = await newPackage(admin, profile.currency, center.id, {
    kind: 'time',
    name: 'Staff month',
    price: 0,
    credits: null,
  });
  const ptPack = await newPackage(admin, profile.currency, center.id, {
    kind: 'pt',
    name: 'PT five',
    price: 0,
    credits: 5,
  });
  const coupon = `AM${admin.uid}`.toUpperCase();
  await api(admin, 'POST', 'coupons', {
    code: coupon,
    description: null,
    kind: 'fixed',
    value: 100_00,
    scope: 'packages',
    validFrom: null,
    validTo: null,
    totalLimit: null,
    perMemberLimit: null,
    minAmount: null,
    active: true,
  });
  const studioDay = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: profile.timeZone }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  const sell = (memberId: number, packageId: number, price: number, trainerId: number | null = null) =>
    api<{ id: number; version: number }>(admin, 'POST', `members/${memberId}/memberships`, {
      packageId,
      centerId: center.id,
      startDate: studioDay(0),
      trainerId,
      couponCode: null,
      payment: price > 0 ? { amount: price, method: 'cash' } : null,
      notes: null,
    });

  // A class already full, with one member waiting.
  const title = `Morning HIIT ${admin.uid}`;
  const classId = await smallClassTomorrow(admin, center.id, roomId, title);
  for (const firstName of ['Ann', 'Ben', 'Cat']) {
    const regular = await createMember(admin, {
      firstName,
      lastName: `Regular${admin.uid}`,
      homeCenterId: center.id,
    });
    await sell(regular.id, pack.id, pack.price);
    await api(admin, 'POST', `classes/${classId}/bookings`, { memberId: regular.id });
  }

  // A member who froze their month from today.
  const frozen = await createMember(admin, {
    firstName: 'Fay',
    lastName: `Frozen${admin.uid}`,
    homeCenterId: center.id,
  });
  const frozenMonth = await sell(frozen.id, freeMonth.id, 0);
  await api(admin, 'POST', `memberships/${frozenMonth.id}/freeze`, {
    fromDate: studioDay(0),
    toDate: studioDay(10),
    reason: 'Travelling',
    version: frozenMonth.version,
  });
  await signWaiver(admin, frozen.id, frozen.name);

  // A PT client whose session began minutes ago.
  const ptClient = await createMember(admin, {
    firstName: 'Pia',
    lastName: `Trainee${admin.uid}`,
    homeCenterId: center.id,
  });
  const trainers = await api<{ items: { id: number }[] }>(admin, 'GET', 'staff?isTrainer=true&perPage=100');
  const ptMembership = await sell(ptClient.id, ptPack.id, 0, trainers.items[0]!.id);
  await ptSessionStarted(admin, ptClient.id, ptMembership.id);

  await signInByApi(page, 'client');
  await page.addInitScript((id) => localStorage.setItem('cloudfit:deskCenterId', String(id)), center.id);

  // A new member at the counter.
  await page.goto('/member-list');
  await page.getByRole('button', { name: 'New member' }).click();
  const form = page.getByRole('dialog', { name: 'New member' });
  const lastName = `Morning${admin.uid}`;
  const name = `Nora ${lastName}`;
  const digits = `09${String(Date.now()).slice(-8)}`;
  await form.getByLabel('First name').fill('Nora');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Phone').fill(`${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`);
  await form.getByRole('combobox', { name: 'Home branch' }).click();
  await page.getByRole('option', { name: center.name }).click();
  await form.getByRole('button', { name: 'Create member' }).click();
  await expect(page.getByText('Member created.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // At the desk, found by the phone typed without dashes; no membership yet: the refusal sells one.
  await page.goto('/access-control');
  await expect(page.getByText(`Front desk at ${center.name}`)).toBeVisible();
  const scan = page.getByTestId('desk-scan');
  await scan.fill(digits);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await scan.press('Enter');
  const card = page.getByTestId('desk-member');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  const checkIn = page.getByRole('button', { name: 'Check in', exact: true });
  const outcome = page.getByTestId('check-in-outcome');
  await checkIn.click();
  await expect(outcome).toContainText('The member has no membership');
  await outcome.getByRole('link', { name: 'Sell a package' }).click();

  // The session pack, with a coupon and a part payment by card.
  await page.getByRole('combobox', { name: 'Package' }).click();
  await page.getByRole('option', { name: new RegExp(`^Ten classes ${admin.uid}`) }).click();
  await page.getByLabel('Coupon code').fill(coupon);
  await expect(page.getByTestId('coupon-status')).toHaveText(/^Coupon applied: .*100 off\.$/);
  await page.getByRole('radio', { name: 'In part' }).check();
  await page.getByLabel('Amount').fill('500');
  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Card' }).click();
  await page.getByRole('button', { name: 'Sell membership' }).click();
  const done = page.getByTestId('sale-done');
  await expect(done.getByTestId('sale-invoice')).toContainText('Partly paid');

  await expect(done.getByTestId('sale-waiver')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The sale asked for the studio's waiver: signed on the pad at once, and back at the desk.
  await done.getByTestId('sale-waiver').getByRole('link', { name: 'Sign the waiver now' }).click();
  await expect(page).toHaveURL(/\/epad\/\d+\?return=/);
  await expect(page.getByTestId('signature-text')).toContainText(name);
  await page.getByLabel('Your full name').fill(name);
  await drawOnPad(page);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText(`Thank you, ${name}. Your signature is saved.`)).toBeVisible();
  await page.getByRole('button', { name: 'Staff: continue' }).click();
  await expect(page).toHaveURL(/\/access-control\?member=/);

  // Refused for the money still owed, and paid from the refusal's own button; then let in.
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await checkIn.click();
  await expect(outcome).toContainText('The member owes money.');
  await outcome.getByRole('button', { name: /^Take payment \(/ }).click();
  const payment = page.getByRole('dialog', { name: /^Record a payment/ });
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(outcome).toHaveCount(0);
  await checkIn.click();
  await expect(outcome).toHaveText(`${name} is checked in. Welcome!`);
  await expect(page.getByTestId('list-row').filter({ hasText: name }).first()).toContainText('Checked in');

  // Booked into tomorrow's full class: second on its waitlist, behind the member already waiting.
  await page.goto(`/class-list?class=${classId}`);
  const roster = page.getByRole('dialog', { name: title });
  await expect(roster.getByText('2 of 2 places taken')).toBeVisible();
  await roster.getByRole('combobox', { name: 'Member' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await roster.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(roster.getByTestId('booking-outcome')).toHaveText(
    `The class is full: ${name} is on the waitlist at position 2.`,
  );
  await expect(roster.getByTestId('roster-waitlisted').getByRole('row', { name })).toContainText('2');
  // Booked twice by mistake: refused, said once, beside the form (no toast repeating it). The
  // waitlist's toast goes first: toasts queue, so a second one would show only after it.
  const toasts = page.locator('.MuiSnackbar-root');
  await expect(toasts).toHaveCount(0);
  await roster.getByRole('combobox', { name: 'Member' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await roster.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(roster.getByTestId('booking-outcome')).toContainText('already');
  expect(await toasts.filter({ hasText: /already/ }).count()).toBe(0);
  await roster.getByRole('button', { name: 'Close' }).click();

  // A frozen member: refused, with Unfreeze at hand, and then let in.
  await page.goto('/access-control');
  await scan.fill(frozen.memberNumber);
  await scan.press('Enter');
  await expect(card.getByRole('heading', { name: frozen.name })).toBeVisible();
  await checkIn.click();
  await expect(outcome).toContainText('frozen');
  await outcome.getByRole('button', { name: 'Unfreeze' }).click();
  await expect(page.getByText('Unfrozen from today. Check the member in again.')).toBeVisible();
  await checkIn.click();
  await expect(outcome).toHaveText(`${frozen.name} is checked in. Welcome!`);

  // The PT client arrives: the session has started, so the desk records it.
  await page.goto(`/pt-list?from=${studioDay(-1)}&to=${studioDay(1)}&q=${encodeURIComponent(ptClient.name)}`);
  const session = page.getByTestId('list-row').filter({ hasText: ptClient.name });
  await expect(session).toHaveCount(1);
  await session.click();
  await expect(page.getByRole('heading', { name: `PT session with ${ptClient.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete session' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sessions-remaining')).toHaveText('4');
});
