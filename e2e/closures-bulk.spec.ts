import { type ApiCaller, adminApi, api, createMember, firstCenter, sellPackage } from './admin-api';
import { expect, seriousViolations, signInByApi, test } from './fixtures';

/**
 * Closures and bulk actions on the screens: closing a branch shows on the calendar and moves a
 * member's membership end, and a tag lands on every member of a filtered list. Each test makes its
 * own branch or members through the API with unique names.
 */

const DAY_MS = 86_400_000;

/** The day as the studio screens print one in English ("Nov 22, 2026"). */
const shownDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

const plusDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A branch of its own, in the first branch's time zone, with a time-based package sold there. */
async function branchWithPackage(admin: ApiCaller) {
  const first = await firstCenter(admin);
  const center = await api<{ id: number; name: string }>(admin, 'POST', 'centers', {
    // "Zz" sorts last, so screens that open on the first branch never land on this one.
    name: `Zz Closure ${admin.uid}`,
    code: `C${admin.uid.slice(-8).toUpperCase()}`,
    address: '1 Test Road',
    phone: '02-0000-0000',
    timezone: first.timezone,
  });
  const profile = await api<{ currency: string }>(admin, 'GET', 'settings/profile');
  await api(admin, 'POST', 'packages', {
    kind: 'time',
    name: `Month ${admin.uid}`,
    description: null,
    durationValue: 30,
    durationUnit: 'days',
    credits: null,
    price: 0,
    currency: profile.currency,
    centerIds: [center.id],
    active: true,
  });
  return center;
}

test.describe('closures and bulk actions', () => {
  test('closing a branch for three days shows on the calendar and moves a membership end by three days', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const center = await branchWithPackage(admin);
    const member = await createMember(admin, {
      firstName: 'Closed',
      lastName: `Out${admin.uid}`,
      homeCenterId: center.id,
    });
    const profile = await api<{ timeZone: string }>(admin, 'GET', 'settings/profile');
    const studioToday = new Intl.DateTimeFormat('en-CA', { timeZone: profile.timeZone }).format(new Date());
    const sold = await sellPackage(admin, member.id, {
      kind: 'time',
      startDate: studioToday,
      centerId: center.id,
    });
    await signInByApi(page, 'admin');

    await page.goto('/closures');
    await page.getByRole('button', { name: 'New closure' }).click();
    const form = page.getByRole('dialog', { name: 'Close a branch' });
    await form.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: center.name }).click();
    await form.getByLabel('Reason').fill(`Typhoon ${admin.uid}`);
    const lastDay = form.getByRole('group', { name: 'Last closed day' });
    await lastDay.getByRole('spinbutton', { name: 'Month' }).click();
    const endsOn = plusDays(studioToday, 2);
    await page.keyboard.type(`${endsOn.slice(5, 7)}${endsOn.slice(8, 10)}${endsOn.slice(0, 4)}`);
    await form.getByRole('button', { name: 'Show what changes' }).click();

    const plan = page.getByRole('dialog', { name: new RegExp(`^Close ${center.name}`) });
    await expect(plan.getByTestId('closure-plan')).toContainText('closed for 3 days');
    await expect(plan.getByTestId('closure-plan')).toContainText('1 time-based membership running');
    expect(await seriousViolations(page)).toEqual([]);
    await plan.getByRole('button', { name: 'Close the branch' }).click();
    await expect(
      page.getByText(`${center.name} closed. Classes cancelled: 0. Memberships extended: 1.`),
    ).toBeVisible();
    const row = page.getByTestId('list-row').filter({ hasText: `Typhoon ${admin.uid}` });
    await expect(row.locator('[data-field="centerName"]')).toHaveText(center.name);

    await page.goto(`/calendar?view=week&date=${plusDays(studioToday, 1)}`);
    await expect(page.getByTestId('calendar-closure').filter({ hasText: `Typhoon ${admin.uid}` })).toHaveText(
      `${center.name} is closed ${shownDay(studioToday)} – ${shownDay(endsOn)}: Typhoon ${admin.uid}`,
    );
    await expect(page.locator('.fc-bg-event.closure').first()).toBeVisible();

    await page.goto(`/apps/member/edit/${member.id}`);
    await expect(page.getByTestId('list-row').first().locator('[data-field="endDate"]')).toHaveText(
      `${shownDay(studioToday)} – ${shownDay(plusDays(sold.endDate, 3))}`,
    );
    await page.goto(`/apps/member/edit/${member.id}?tab=activity`);
    await expect(page.getByTestId('list-row').filter({ hasText: 'Branch closed' })).toContainText(
      `extended by 3 days to ${shownDay(plusDays(sold.endDate, 3))}`,
    );
  });

  test('a tag added to the whole filtered member list after the count lands on every member found', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const lastName = `Bulk${admin.uid}`;
    for (let index = 1; index <= 12; index += 1) {
      await createMember(admin, { firstName: `Tagged${index}`, lastName });
    }
    await signInByApi(page, 'admin');

    await page.goto('/member-list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await expect(page.getByTestId('list-total')).toHaveText(/^12 members/);
    await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    const bar = page.getByTestId('list-bulk-bar');
    await expect(bar).toContainText('10 selected');
    await bar.getByRole('button', { name: 'Select all 12 matching' }).click();
    await expect(bar).toContainText('All 12 matching selected');
    expect(await seriousViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Add tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a tag to the selected members' });
    await dialog.getByLabel('Tag').fill(`promo-${admin.uid}`);
    await dialog.getByRole('button', { name: 'Count the members' }).click();
    await expect(dialog.getByTestId('bulk-count')).toHaveText(
      'This adds the tag to 12 of the 12 selected members.',
    );
    await dialog.getByRole('button', { name: 'Add tag to 12 members' }).click();
    await expect(page.getByText('Tag added to 12 members.')).toBeVisible();
    await expect(bar).toBeHidden();

    const tags = page.getByTestId('list-row').locator('[data-field="tags"]');
    await expect(tags).toHaveCount(10);
    for (const cell of await tags.all()) await expect(cell).toHaveText(`promo-${admin.uid}`);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(tags).toHaveCount(2);
    for (const cell of await tags.all()) await expect(cell).toHaveText(`promo-${admin.uid}`);
  });
});
