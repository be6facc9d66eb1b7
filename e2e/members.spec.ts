import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, uniqueId } from './admin-api';
import { expect, seriousViolations, signInByApi, test } from './fixtures';

/** A name no seeded member has, different for every test and every run. */
const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Test setup through the API with the admin token: a member of our own at the first branch. */
function createMemberByApi(request: APIRequestContext, token: string) {
  return createMember(
    { request, token, uid: uniqueId() },
    { firstName: 'Ada', lastName: uniqueName('Setup') },
  );
}

/** Sells a time package sold at the member's branch, starting today there. */
async function sellTimePackageByApi(request: APIRequestContext, token: string, memberId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const member = await (await request.get(`/api/v1/members/${memberId}`, { headers })).json();
  const centers = await (await request.get('/api/v1/centers', { headers })).json();
  const center = centers.items.find((c: { id: number }) => c.id === member.homeCenterId);
  const packages = await (
    await request.get(`/api/v1/packages?kind=time&active=true&centerId=${member.homeCenterId}&perPage=1`, {
      headers,
    })
  ).json();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: center.timezone }).format(new Date());
  const response = await request.post(`/api/v1/members/${memberId}/memberships`, {
    headers,
    data: { packageId: packages.items[0].id, centerId: member.homeCenterId, startDate: today },
  });
  expect(response.status()).toBe(201);
  return response.json() as Promise<{ id: number; packageName: string; endDate: string }>;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('members', () => {
  test('creates a member from the list, which then opens on Member Info', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await page.getByRole('button', { name: 'New member' }).click();
    const dialog = page.getByRole('dialog', { name: 'New member' });
    const lastName = uniqueName('Created');
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Phone').fill('0912-345-678');
    await dialog.getByRole('combobox', { name: 'Home branch' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Create member' }).click();

    await expect(page).toHaveURL(/\/apps\/member\/edit\/\d+$/);
    await expect(page.getByText('Member created.')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Grace ${lastName}` })).toBeVisible();
    await expect(page.getByTestId('member-statuses')).toContainText('No membership');

    await page.goto(`/member-list?q=${lastName}`);
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await expect(page.getByTestId('list-row')).toContainText(`Grace ${lastName}`);
    await expect(page.getByTestId('list-row')).toContainText('No membership');
  });

  test('edits and saves the profile; a bad email stays on its field and is never sent', async ({ page }) => {
    const session = await signInByApi(page, 'admin');
    const member = await createMemberByApi(page.request, session.accessToken);
    await page.goto(`/apps/member/edit/${member.id}`);

    // A date field's label sits on its outline like every other label, not above the field.
    const birthdayLabel = page.locator('label', { hasText: 'Birthday' });
    const labelBox = await birthdayLabel.boundingBox();
    const birthdayFieldBox = await birthdayLabel.locator('xpath=following-sibling::div[1]').boundingBox();
    expect(labelBox!.y + labelBox!.height).toBeGreaterThan(birthdayFieldBox!.y);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes(`/api/v1/members/${member.id}`)) {
        sent.push(request.url());
      }
    });
    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await field(page, 'Email').fill('ada@example.com');
    await field(page, 'Address').fill('12 Harbour Road');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    expect(sent).toHaveLength(1);

    await page.reload();
    await expect(field(page, 'Email')).toHaveValue('ada@example.com');
    await expect(field(page, 'Address')).toHaveValue('12 Harbour Road');
  });

  test('a save over someone else’s lists the fields this user changed, names theirs, and re-applying keeps both', async ({
    page,
    context,
  }) => {
    const session = await signInByApi(page, 'admin');
    const member = await createMemberByApi(page.request, session.accessToken);
    const other = await context.newPage();
    await page.goto(`/apps/member/edit/${member.id}`);
    await other.goto(`/apps/member/edit/${member.id}`);
    await expect(field(page, 'Phone')).toBeVisible();
    await expect(field(other, 'Phone')).toBeVisible();

    await field(page, 'Phone').fill('0911-111-111');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();

    await field(other, 'Notes').fill('Prefers mornings');
    await other.getByRole('button', { name: 'Save profile' }).click();
    const conflict = other.getByRole('dialog', { name: 'Someone else saved this record' });
    await expect(conflict).toBeVisible();
    // Only the field this user changed is listed; the other person's change is named and kept.
    await expect(conflict.getByTestId('conflict-fields').getByRole('row')).toHaveCount(2);
    await expect(conflict.getByRole('row', { name: /Notes/ })).toContainText('Prefers mornings');
    await expect(conflict.getByTestId('conflict-theirs')).toContainText('Phone');
    await conflict.getByRole('button', { name: 'Re-apply my changes' }).click();
    await expect(other.getByText('Profile saved.')).toBeVisible();

    await page.reload();
    await expect(field(page, 'Phone')).toHaveValue('0911-111-111');
    await expect(field(page, 'Notes')).toHaveValue('Prefers mornings');
  });

  test('freezes a membership and ends the freeze the same day; the activity tells both', async ({ page }) => {
    const session = await signInByApi(page, 'admin');
    const member = await createMemberByApi(page.request, session.accessToken);
    const membership = await sellTimePackageByApi(page.request, session.accessToken, member.id);
    await page.goto(`/apps/member/edit/${member.id}?tab=memberships`);
    const row = page.getByTestId('list-row').filter({ hasText: membership.packageName });
    await expect(row).toContainText(/Active|Expiring/);

    await row.getByRole('button', { name: 'Freeze' }).click();
    const freeze = page.getByRole('dialog', { name: `Freeze ${membership.packageName}` });
    await freeze.getByLabel('Reason').fill('Travelling');
    await freeze.getByRole('button', { name: 'Freeze' }).click();
    await expect(page.getByText('Membership frozen.')).toBeVisible();
    await expect(row).toContainText('Frozen');
    await expect(page.getByTestId('member-statuses')).toContainText('Frozen');

    const datesWhileFrozen = await row.locator('[data-field="endDate"]').textContent();

    // A freeze that began today ends today: the dialog offers today, and the membership runs again at once.
    await row.getByRole('button', { name: 'Unfreeze' }).click();
    const unfreeze = page.getByRole('dialog', { name: `Unfreeze ${membership.packageName}` });
    await unfreeze.getByRole('button', { name: 'Unfreeze' }).click();
    await expect(page.getByText('Membership unfrozen.')).toBeVisible();
    await expect(row).not.toContainText('Frozen');
    await expect(row).toContainText(/Active|Expiring/);
    await expect(row.locator('[data-field="endDate"]')).not.toHaveText(datesWhileFrozen ?? '');
    const after = await page.request.get(`/api/v1/memberships/${membership.id}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect((await after.json()).endDate).toBe(membership.endDate);

    // The member's activity tells the freeze and its end, with the dates and who did it.
    await page.goto(`/apps/member/edit/${member.id}?tab=activity`);
    const activity = page.getByTestId('list-row');
    const frozen = activity.filter({ hasText: 'Membership frozen' });
    await expect(frozen).toHaveCount(1);
    await expect(frozen.locator('[data-field="details"]')).toContainText('Ends');
    await expect(activity.filter({ hasText: 'Freeze ended' })).toHaveCount(1);
    await expect(
      activity.filter({ hasText: 'Membership sold' }).locator('[data-field="details"]'),
    ).toContainText('Runs');
    await expect(activity.filter({ hasText: 'Invoice created' })).toHaveCount(1);
    await expect(
      activity.filter({ hasText: 'Member created' }).locator('[data-field="details"]'),
    ).not.toBeEmpty();
  });

  test('a seeded member’s activity tells their year: sales, payments and a freeze ended early, with details', async ({
    page,
  }) => {
    const session = await signInByApi(page, 'admin');
    const read = async (path: string) =>
      (
        await page.request.get(`/api/v1/${path}`, {
          headers: { authorization: `Bearer ${session.accessToken}` },
        })
      ).json();
    const unfrozen = await read('audit-log?entity=memberships&action=unfreeze&perPage=50');
    // A member whose whole year fits the tab's first page, so every kind of entry is on screen.
    let memberId: number | undefined;
    for (const entry of unfrozen.items as { after: { memberId: number } }[]) {
      const history = await read(`audit-log?memberId=${entry.after.memberId}&perPage=10`);
      const actions = (history.items as { action: string }[]).map((item) => item.action);
      if (history.total <= 10 && actions.includes('payment') && actions.includes('issue')) {
        memberId = entry.after.memberId;
        break;
      }
    }
    if (memberId === undefined)
      throw new Error('no seeded member with a short year and a freeze ended early');
    await page.goto(`/apps/member/edit/${memberId}?tab=activity`);
    const activity = page.getByTestId('list-row');
    const details = (action: string) =>
      activity.filter({ hasText: action }).first().locator('[data-field="details"]');
    await expect(details('Freeze ended')).toContainText(/Ends .+ \(was .+\)/);
    await expect(details('Membership frozen')).toContainText(/Ends .+ \(was .+\)/);
    await expect(details('Payment')).toContainText(/NT\$[\d,.]+ on CF-\d+, NT\$[\d,.]+ left to pay/);
    await expect(details('Invoice issued')).toContainText(/CF-\d+, total NT\$/);
    await expect(details('Membership sold')).toContainText(/Runs .+ – /);
    await expect(
      activity.filter({ hasText: 'Payment' }).first().locator('[data-field="actorName"]'),
    ).not.toHaveText('System');
  });

  test("Member Info's Back returns to the list with the search and filters it was left with", async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list?q=chang&status=active');
    const rows = page.getByTestId('list-row');
    await expect(rows.first()).toBeVisible();
    await rows.first().click();
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/member-list\?q=chang&status=active$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('chang');
  });

  test('Member Info of a seeded member has no serious or critical axe violations', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list?q=M000001');
    await page.getByTestId('list-row').first().click();
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
    await expect(page.getByTestId('member-balance')).toBeVisible();
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
