import type { Browser, Page } from '@playwright/test';
import {
  type ApiCaller,
  adminApi,
  api,
  call,
  createMember,
  firstCenter,
  sellPackage,
  signWaiver,
} from './admin-api';
import { expect, seriousViolations, signInByApi, test } from './fixtures';

/**
 * Live across desks: what one desk or screen changes shows on every other open screen within
 * about a second, without a reload (the API's event stream). Setup goes through the API with the
 * admin token; each test makes its own branch-free records.
 */

/** Faster than any screen's own polling (the desk's list reads every 4 s): only the stream can make it. */
const LIVE_MS = 2_000;

/** A desk device: its own browser context, signed in as the front desk, standing at `centerId`. */
async function openDesk(browser: Browser, centerId: number): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, 'client');
  await page.addInitScript((id) => localStorage.setItem('cloudfit:deskCenterId', String(id)), centerId);
  await page.goto('/access-control');
  await expect(page.getByRole('heading', { name: 'Access control' })).toBeVisible();
  return page;
}

async function scan(page: Page, memberNumber: string) {
  const input = page.getByTestId('desk-scan');
  await input.fill(memberNumber);
  await input.press('Enter');
}

/** A branch with no opening hours (always open) and a free monthly package sold there. */
async function openBranch(admin: ApiCaller) {
  const first = await firstCenter(admin);
  const center = await api<{ id: number; name: string }>(admin, 'POST', 'centers', {
    name: `Zz Live ${admin.uid}`,
    code: `L${admin.uid.slice(-8).toUpperCase()}`,
    address: '1 Test Road',
    phone: '02-0000-0000',
    timezone: first.timezone,
  });
  const profile = await api<{ currency: string; timeZone: string }>(admin, 'GET', 'settings/profile');
  const month = await api<{ id: number }>(admin, 'POST', 'packages', {
    kind: 'time',
    name: `Live month ${admin.uid}`,
    description: null,
    durationValue: 30,
    durationUnit: 'days',
    credits: null,
    price: 0,
    currency: profile.currency,
    centerIds: [center.id],
    active: true,
  });
  const studioDay = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: profile.timeZone }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  return { center, packageId: month.id, studioDay };
}

test.describe('live across desks', () => {
  test('a check-in at one desk shows at the other within 2 s, and a freeze on Member Info reaches the desk before its next check-in', async ({
    browser,
    page,
  }) => {
    const admin = await adminApi(page);
    const { center, packageId, studioDay } = await openBranch(admin);
    const member = await createMember(admin, {
      firstName: 'Liv',
      lastName: `Live${admin.uid}`,
      homeCenterId: center.id,
    });
    const sold = await api<{ id: number; packageName: string }>(
      admin,
      'POST',
      `members/${member.id}/memberships`,
      {
        packageId,
        centerId: center.id,
        startDate: studioDay(-2),
        trainerId: null,
        couponCode: null,
        payment: null,
        notes: null,
      },
    );
    await signWaiver(admin, member.id, member.name);

    const deskA = await openDesk(browser, center.id);
    const deskB = await openDesk(browser, center.id);
    // Desk B has the member's card open, as the person walks up to it next.
    await scan(deskB, member.memberNumber);
    await expect(deskB.getByTestId('desk-member').getByRole('heading', { name: member.name })).toBeVisible();
    await expect(deskB.getByTestId('desk-membership')).toContainText('Active');

    await scan(deskA, member.memberNumber);
    await deskA.getByRole('button', { name: 'Check in' }).click();
    await expect(deskA.getByTestId('check-in-outcome')).toHaveText(`${member.name} is checked in. Welcome!`);
    await expect(deskB.getByTestId('list-row').filter({ hasText: member.name })).toContainText('Checked in', {
      timeout: LIVE_MS,
    });

    // A manager freezes the membership on Member Info, in a third browser.
    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await signInByApi(manager, 'admin');
    await manager.goto(`/apps/member/edit/${member.id}?tab=memberships`);
    const row = manager.getByTestId('list-row').filter({ hasText: sold.packageName });
    await row.getByRole('button', { name: 'Freeze' }).click();
    const freeze = manager.getByRole('dialog', { name: `Freeze ${sold.packageName}` });
    await freeze.getByLabel('Reason').fill('Travelling');
    await freeze.getByRole('button', { name: 'Freeze' }).click();
    await expect(manager.getByText('Membership frozen.')).toBeVisible();

    // Desk B's open card follows at once, and its next check-in is the frozen membership's refusal.
    await expect(deskB.getByTestId('desk-membership')).toContainText('Frozen', { timeout: LIVE_MS });
    await deskB.getByRole('button', { name: 'Check in' }).click();
    await expect(deskB.getByTestId('check-in-outcome')).toContainText('frozen');
    await expect(deskA.getByTestId('list-row').filter({ hasText: member.name })).toHaveCount(2, {
      timeout: LIVE_MS,
    });
    expect(await seriousViolations(deskB)).toEqual([]);
    await managerContext.close();
    await deskA.context().close();
    await deskB.context().close();
  });

  test('a booking made elsewhere shows on an open class list', async ({ page }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    const rooms = await api<{ items: { id: number }[] }>(
      admin,
      'GET',
      `rooms?centerId=${center.id}&active=true`,
    );
    const staff = await api<{ items: { id: number }[] }>(admin, 'GET', 'staff?active=true&perPage=100');
    const title = `Live class ${admin.uid}`;
    const day = new Date(Date.now() + 86_400_000);
    let classId = 0;
    // An hour the seeded timetable never uses, at the first free room and instructor.
    for (let attempt = 0; attempt < 20 && !classId; attempt += 1) {
      const startsAt = new Date(day);
      startsAt.setUTCHours(3 + (attempt % 3), Math.floor(Math.random() * 50), 0, 0);
      const response = await call(admin, 'POST', 'classes', {
        centerId: center.id,
        roomId: rooms.items[attempt % rooms.items.length]!.id,
        instructorId: staff.items[(attempt * 7) % staff.items.length]!.id,
        title,
        description: null,
        capacity: 2,
        creditCost: 1,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      });
      if (response.status() === 201) classId = ((await response.json()) as { id: number }).id;
      else expect(response.status(), await response.text()).toBe(422);
    }
    expect(classId).toBeGreaterThan(0);
    const member = await createMember(admin, {
      firstName: 'Ros',
      lastName: `Live${admin.uid}`,
      homeCenterId: center.id,
    });
    await sellPackage(admin, member.id, {
      kind: 'sessions',
      centerId: center.id,
      startDate: new Date().toISOString().slice(0, 10),
    });

    await signInByApi(page, 'client');
    const date = day.toISOString().slice(0, 10);
    await page.goto(`/class-list?from=${date}&to=${date}&q=${encodeURIComponent(title)}`);
    const classRow = page.getByTestId('list-row').filter({ hasText: title });
    await expect(classRow).toContainText(/0\W*\/\W*2/);

    await api(admin, 'POST', `classes/${classId}/bookings`, { memberId: member.id });
    await expect(classRow).toContainText(/1\W*\/\W*2/, { timeout: LIVE_MS });
  });

  test('an open profile form says at once who changed the member elsewhere and what, before its user saves', async ({
    browser,
    page,
  }) => {
    const admin = await adminApi(page);
    const member = await createMember(admin, { firstName: 'Noa', lastName: `Notice${admin.uid}` });
    const field = (on: Page, label: string) => on.getByLabel(label, { exact: true });
    await signInByApi(page, 'admin');
    await page.goto(`/apps/member/edit/${member.id}`);
    await expect(field(page, 'Phone')).toBeVisible();
    await field(page, 'Notes').fill('Asked about towels');

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const developer = await signInByApi(other, 'developer');
    await other.goto(`/apps/member/edit/${member.id}`);
    await field(other, 'Phone').fill('0922-222-222');
    await other.getByRole('button', { name: 'Save profile' }).click();
    await expect(other.getByText('Profile saved.')).toBeVisible();

    const notice = page.getByTestId('live-change-notice');
    await expect(notice).toContainText(`Changed by ${developer.userData.fullName} at`, { timeout: LIVE_MS });
    await expect(notice).toContainText('Phone');
    expect(await seriousViolations(page)).toEqual([]);
    // The one who saved is not told about their own change.
    await expect(other.getByTestId('live-change-notice')).toHaveCount(0);

    await notice.getByRole('button', { name: 'Load their version' }).click();
    await expect(field(page, 'Phone')).toHaveValue('0922-222-222');
    await expect(notice).toHaveCount(0);
    await otherContext.close();
  });

  test('an open edit dialog says at once that the room was changed elsewhere, and which field', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const center = await firstCenter(admin);
    const name = `Live room ${admin.uid}`;
    const room = await api<{ id: number; version: number }>(admin, 'POST', 'rooms', {
      centerId: center.id,
      name,
      capacity: 10,
      active: true,
    });
    await signInByApi(page, 'admin');
    await page.goto('/room-list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await page.getByTestId('list-row').filter({ hasText: name }).click();
    const dialog = page.getByRole('dialog', { name: `Edit room ${name}` });
    await dialog.getByLabel('Capacity').fill('14');

    await api(admin, 'PUT', `rooms/${room.id}`, {
      centerId: center.id,
      name,
      capacity: 20,
      active: true,
      version: room.version,
    });

    const notice = dialog.getByTestId('live-change-notice');
    await expect(notice).toContainText('Changed by', { timeout: LIVE_MS });
    await expect(notice).toContainText('Capacity');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
