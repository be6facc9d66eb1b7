import type { Page } from '@playwright/test';
import {
  type ApiCaller,
  adminApi,
  api,
  call,
  createMember,
  firstCenter,
  ownPlace,
  sellPackage,
  type TestCenter,
} from './admin-api';
import { expect, seriousViolations, signInByApi, test } from './fixtures';
import { englishTimeKeys, typeInPicker } from './pickers';

/**
 * The class list, its roster and weekly series, through the screens. Setup (a class, members with
 * memberships) goes through the API with the admin token; each test makes its own records at an
 * hour the seeded timetable never uses (03:00-05:59), so parallel tests and the seed do not collide.
 */

type Admin = ApiCaller;
type Center = TestCenter;

/** A member with a paid session pack from today, so they may book classes. */
async function memberWhoMayBook(admin: Admin, centerId: number, firstName: string) {
  const member = await createMember(admin, {
    firstName,
    lastName: `Roster${admin.uid}`,
    homeCenterId: centerId,
  });
  await sellPackage(admin, member.id, {
    kind: 'sessions',
    centerId,
    startDate: new Date().toISOString().slice(0, 10),
  });
  return member.name;
}

/** A one-off class with two places `daysAhead` days from now (tomorrow by default), at the first free slot found. */
async function smallClass(admin: Admin, center: Center, title: string, daysAhead = 1): Promise<number> {
  const rooms = await api<{ items: { id: number }[] }>(
    admin,
    'GET',
    `rooms?centerId=${center.id}&active=true`,
  );
  const staff = await api<{ items: { id: number }[] }>(admin, 'GET', 'staff?active=true&perPage=100');
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const startsAt = new Date(day);
    startsAt.setUTCHours(3 + (attempt % 3), Math.floor(Math.random() * 50), 0, 0);
    const response = await call(admin, 'POST', 'classes', {
      centerId: center.id,
      roomId: rooms.items[attempt % rooms.items.length]!.id,
      instructorId: staff.items[attempt % staff.items.length]!.id,
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

/** A one-off class with two places starting in about two hours (inside the late-cancel window), at a free slot. */
async function classSoon(admin: Admin, center: Center, title: string): Promise<number> {
  const rooms = await api<{ items: { id: number }[] }>(
    admin,
    'GET',
    `rooms?centerId=${center.id}&active=true`,
  );
  const staff = await api<{ items: { id: number }[] }>(admin, 'GET', 'staff?active=true&perPage=100');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const startsAt = new Date(Date.now() + (100 + Math.floor(Math.random() * 40)) * 60_000);
    startsAt.setUTCSeconds(0, 0);
    const response = await call(admin, 'POST', 'classes', {
      centerId: center.id,
      roomId: rooms.items[attempt % rooms.items.length]!.id,
      instructorId: staff.items[(attempt * 7) % staff.items.length]!.id,
      title,
      description: null,
      capacity: 2,
      creditCost: 1,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 15 * 60_000).toISOString(),
    });
    if (response.status() === 201) return ((await response.json()) as { id: number }).id;
    expect(response.status(), await response.text()).toBe(422);
  }
  throw new Error('No free slot for the test class');
}

async function bookThroughRoster(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Member' });
  await picker.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
}

test.describe('classes', () => {
  test('the front desk books a class full, the next member is waitlisted, and a cancellation promotes them', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    const title = `Small class ${admin.uid}`;
    const classId = await smallClass(admin, center, title);
    const [ada, bea, cy] = await Promise.all(
      ['Ada', 'Bea', 'Cy'].map((firstName) => memberWhoMayBook(admin, center.id, firstName)),
    );

    await signInByApi(page, 'client');
    await page.goto(`/class-list?class=${classId}`);
    const roster = page.getByRole('dialog', { name: title });
    await expect(roster).toBeVisible();
    await expect(roster.getByText('0 of 2 places taken')).toBeVisible();

    await bookThroughRoster(page, ada!);
    await expect(roster.getByTestId('roster-booked').getByText(ada!)).toBeVisible();
    // Tomorrow's class: attendance is not open yet, and the roster says from when.
    const adaRow = roster.getByTestId('roster-booked').getByRole('row', { name: ada });
    await expect(adaRow.getByRole('button', { name: 'Attended' })).toBeDisabled();
    await expect(adaRow.getByRole('button', { name: 'No-show' })).toBeDisabled();
    await expect(roster.getByTestId('attendance-hint')).toHaveText(
      /^Attended can be marked from \d{1,2}:\d\d(?: [AP]M)?, a no-show once the class starts at \d{1,2}:\d\d(?: [AP]M)?\.$/,
    );
    await bookThroughRoster(page, bea!);
    await expect(roster.getByTestId('roster-booked').getByText(bea!)).toBeVisible();
    await expect(roster.getByText('2 of 2 places taken')).toBeVisible();

    await bookThroughRoster(page, cy!);
    await expect(roster.getByTestId('booking-outcome')).toHaveText(
      `The class is full: ${cy} is on the waitlist at position 1.`,
    );
    await expect(roster.getByTestId('roster-waitlisted').getByRole('row', { name: cy })).toContainText('1');

    // Booking the same member again is refused with the reason, in words.
    await bookThroughRoster(page, bea!);
    await expect(roster.getByTestId('booking-outcome')).toContainText('already booked');

    await roster
      .getByTestId('roster-booked')
      .getByRole('row', { name: ada })
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    const confirm = page.getByRole('dialog', { name: `Cancel the booking of ${ada}?` });
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm).toBeHidden();
    // Said once in the roster's outcome and, when the class is close enough for a late cancellation, in that notice too.
    await expect(page.getByText('1 member moved up from the waitlist.').first()).toBeVisible();
    await expect(roster.getByTestId('roster-booked').getByText(cy!)).toBeVisible();
    await expect(roster.getByTestId('roster-waitlisted')).toContainText('Nobody.');
    await expect(roster.getByTestId('roster-booked').getByText(ada!)).toHaveCount(0);

    await roster.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/[?&]class=/);
  });

  test('a cancellation inside the late-cancel window says it was late and that the credit is kept', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    const title = `Soon class ${admin.uid}`;
    const classId = await classSoon(admin, center, title);
    const dee = await memberWhoMayBook(admin, center.id, 'Dee');

    await signInByApi(page, 'client');
    await page.goto(`/class-list?class=${classId}`);
    const roster = page.getByRole('dialog', { name: title });
    await bookThroughRoster(page, dee!);
    const row = roster.getByTestId('roster-booked').getByRole('row', { name: dee });
    await row.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel the booking of ${dee}?` });
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm).toBeHidden();
    await expect(roster.getByTestId('booking-outcome')).toHaveText(
      `The booking of ${dee} was cancelled late, inside the cancellation window. The 1 credit is kept.`,
    );
    await expect(roster.getByTestId('roster-booked')).toContainText('Nobody.');
  });

  test('the booking window set on System settings decides how far ahead the desk can book', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    const { bookingWindowDays } = await api<{ bookingWindowDays: number }>(admin, 'GET', 'settings');
    const title = `Far class ${admin.uid}`;
    const classId = await smallClass(admin, center, title, bookingWindowDays + 2);
    const member = await memberWhoMayBook(admin, center.id, 'Far');

    await signInByApi(page, 'admin');
    await page.goto(`/class-list?class=${classId}`);
    const roster = page.getByRole('dialog', { name: title });
    await bookThroughRoster(page, member!);
    await expect(roster.getByTestId('booking-outcome')).toContainText(
      'The class is not open for booking yet.',
    );

    await page.goto('/system-config');
    const currency = page.getByRole('combobox', { name: /^Currency/ });
    const savedCurrency = await currency.inputValue();
    await currency.fill('Swiss');
    await page.getByRole('option', { name: /^CHF/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The currency cannot change once an invoice exists.')).toBeVisible();
    await expect(page.getByText('Fixed: invoices already exist in this currency')).toBeVisible();
    await expect(currency).toBeDisabled();
    await expect(currency).toHaveValue(savedCurrency);

    const field = page.getByRole('textbox', { name: /^Booking window/ });
    await expect(field).toHaveValue(String(bookingWindowDays));
    await field.fill(String(bookingWindowDays + 3));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    try {
      await page.reload();
      await expect(field).toHaveValue(String(bookingWindowDays + 3));

      await page.goto(`/class-list?class=${classId}`);
      await bookThroughRoster(page, member!);
      await expect(roster.getByTestId('roster-booked').getByText(member!)).toBeVisible();
    } finally {
      const { updatedAt: _readAt, ...settings } = await api<Record<string, unknown>>(
        admin,
        'GET',
        'settings',
      );
      await api(admin, 'PUT', 'settings', { ...settings, bookingWindowDays });
    }
  });

  test('creates a weekly series and edits this and all future classes from the fourth one', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    const minute = String(Math.floor(Math.random() * 40)).padStart(2, '0');
    const hour = `0${4 + Math.floor(Math.random() * 2)}`;
    const before = `Dawn flow ${admin.uid}`;
    const after = `Sunrise flow ${admin.uid}`;
    // Every day for weeks at that hour: in a room and with a coach of its own, as a class another
    // test makes two hours ahead can fall in the same early hour.
    await ownPlace(admin, center.id, before);

    await signInByApi(page, 'admin');
    await page.goto('/class-list');
    await page.getByRole('button', { name: 'New weekly series' }).click();
    const form = page.getByRole('dialog', { name: 'New weekly series' });
    await form.getByLabel('Title').fill(before);
    await form.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: center.name, exact: true }).click();
    await form.getByRole('combobox', { name: 'Room' }).click();
    await page.getByRole('option', { name: `${before} room`, exact: true }).click();
    await form.getByRole('combobox', { name: 'Instructor' }).click();
    await page.getByRole('option', { name: `Coach ${admin.uid}`, exact: true }).click();
    for (const day of await form
      .getByRole('group', { name: 'Days of the week' })
      .getByRole('checkbox')
      .all()) {
      await day.check();
    }
    await typeInPicker(
      form.getByRole('group', { name: /^Start time/ }),
      englishTimeKeys(`${hour}:${minute}`),
    );
    await form.getByLabel('Length (minutes)').fill('20');
    await form.getByRole('button', { name: 'Create series' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Weekly series created.')).toBeVisible();

    const rows = page.getByTestId('list-row');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(before);
    // The page before the search stays on screen until the answer comes: wait for only this series.
    await expect(page).toHaveURL(/[?&]q=Dawn/);
    await expect(rows.first()).toContainText(before);
    await expect(rows.filter({ hasNotText: before })).toHaveCount(0);
    const listed = await rows.count();
    expect(listed).toBeGreaterThanOrEqual(6);
    const [oldDay, oldTime] = await rows.nth(3).locator('[data-field="startsAt"] p').allTextContents();

    await rows.nth(3).getByRole('button', { name: 'Edit' }).click();
    await page
      .getByRole('dialog', { name: `Edit ${before}` })
      .getByRole('button', { name: 'This and all future' })
      .click();
    const edit = page.getByRole('dialog', { name: `Edit ${before} and all future classes` });
    await edit.getByLabel('Title').fill(after);
    await typeInPicker(
      edit.getByRole('group', { name: /^Start time/ }),
      englishTimeKeys(`${hour}:${String(Number(minute) + 15)}`),
    );
    await edit.getByRole('button', { name: 'Save this and future' }).click();
    await expect(edit).toBeHidden();

    // The first three keep the old pattern; the fourth and every later one follow the new one.
    await search.fill(before);
    await expect(rows).toHaveCount(3);
    await search.fill(after);
    await expect(rows).toHaveCount(listed - 3);
    const [newDay, newTime] = await rows.first().locator('[data-field="startsAt"] p').allTextContents();
    expect(newDay).toBe(oldDay);
    expect(newTime).not.toBe(oldTime);
  });

  test('a class that has ended says so and takes no more bookings', async ({ page }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    const title = `Ended ${admin.uid}`;
    const classId = await smallClass(admin, center, title, -2);
    await signInByApi(page, 'client');
    await page.goto(`/class-list?class=${classId}`);
    const roster = page.getByRole('dialog', { name: title });
    await expect(roster.getByText('Ended', { exact: true })).toBeVisible();
    await expect(roster.getByText('Scheduled', { exact: true })).toHaveCount(0);
    await expect(roster.getByTestId('booking-closed')).toHaveText('Bookings closed when the class started.');
    await expect(roster.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);
  });

  test('the class list and a roster have no serious or critical axe violations', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/class-list');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('list-row').first().click();
    await expect(page.getByTestId('roster')).toBeVisible();
    await expect(page.getByTestId('roster-booked')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
