import { readFileSync } from 'node:fs';
import { expect, signInByApi, test } from './fixtures';

const dataRows = (page: import('@playwright/test').Page) => page.getByTestId('list-row');
const cellsOf = (page: import('@playwright/test').Page, field: string) =>
  page.locator(`[data-testid="list-row"] [data-field="${field}"]`);

test.describe('member list', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, 'admin');
  });

  test('shows the first page of 10 members from the database, counting a broad list up to 1,000', async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/') && request.method() === 'GET') reads.push(request.url());
    });
    // Once the list is up, the code of the screens in the menu is fetched while the page is idle.
    const invoiceScreenPrefetched = page.waitForRequest(/remote-studio\/__federation_expose_InvoiceList\./);
    await page.goto('/member-list');
    await expect(dataRows(page)).toHaveCount(10);
    await invoiceScreenPrefetched;
    // The layout's and the list's reads went out while the code loaded, and the screen took each
    // answer instead of asking again.
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as { __cloudfitEarlyReads?: Map<string, unknown> }).__cloudfitEarlyReads?.size,
        ),
      )
      .toBe(0);
    expect(reads.filter((url) => url.includes('/api/v1/members?'))).toHaveLength(1);
    expect(new Set(reads).size).toBe(reads.length);
    expect(reads.length).toBeGreaterThanOrEqual(4);
    // Every member counted: the seeded studio's 2,400, never "1,000+".
    await expect(page.getByTestId('list-total')).toHaveText(/^2,\d{3} members$/);
    const everyone = (await page.getByTestId('list-total').textContent())?.replace(' members', '');
    await expect(page.getByText(`1–10 of ${everyone}`)).toBeVisible();
    await page.goto('/member-list?q=Chang');
    await expect(page.getByTestId('list-total')).toHaveText(/^\d{1,3} members$/);
  });

  test('searches on the server by member number, name and phone', async ({ page }) => {
    await page.goto('/member-list');
    await expect(dataRows(page)).toHaveCount(10);
    const number = (await cellsOf(page, 'memberNumber').first().textContent()) ?? '';
    const phone = (await cellsOf(page, 'phone').first().textContent()) ?? '';

    const search = page.getByRole('searchbox', { name: 'Search' });
    const listRequest = page.waitForRequest(
      (r) => r.url().includes('/api/v1/members?') && r.url().includes('q='),
    );
    await search.fill(number);
    expect(new URL((await listRequest).url()).searchParams.get('q')).toBe(number);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(cellsOf(page, 'memberNumber')).toHaveText(number);
    await expect(page).toHaveURL(new RegExp(`q=${number}`));

    await search.fill(phone);
    await expect(cellsOf(page, 'phone').first()).toHaveText(phone);
  });

  test('names a row action on hover and on keyboard focus; the others wait in the row menu', async ({
    page,
  }) => {
    await page.goto('/member-list');
    const firstRow = dataRows(page).first();
    await firstRow.getByRole('button', { name: 'Add membership' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Add membership');
    await page.mouse.move(5, 5);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await firstRow.getByRole('button', { name: 'Check in' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText('Add membership');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Add invoice' }).click();
    await expect(page).toHaveURL(/\/apps\/member\/\d+\/invoice\/add$/);
  });

  test('shows a clear empty state for a search with no match', async ({ page }) => {
    await page.goto('/member-list?q=zzqqxx-nobody');
    await expect(page.getByText('No member matches “zzqqxx-nobody”.')).toBeVisible();
    await expect(page.getByTestId('list-total')).toHaveText('0 members');
  });

  test('sorts on the server and pages through the results', async ({ page }) => {
    await page.goto('/member-list');
    await page.getByRole('columnheader', { name: 'No.' }).getByRole('button').click();
    await expect(page).toHaveURL(/sortBy=memberNumber/);
    await expect(cellsOf(page, 'memberNumber').first()).toHaveText('M000001');
    await page.getByRole('columnheader', { name: 'No.' }).getByRole('button').click();
    await expect(page).toHaveURL(/sortDesc=true/);
    // Other browser tests add members, so the newest number is the seed's last one or later.
    await expect(cellsOf(page, 'memberNumber').first()).not.toHaveText('M000001');
    const firstPage = await cellsOf(page, 'memberNumber').allTextContents();
    expect(firstPage[0]! >= 'M002400').toBe(true);
    expect([...firstPage].sort().reverse()).toEqual(firstPage);
    const last = firstPage.at(-1)!;

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^11–20 of/)).toBeVisible();
    await expect(cellsOf(page, 'memberNumber').first()).not.toHaveText(firstPage[0]!);
    const secondPageFirst = (await cellsOf(page, 'memberNumber').first().textContent()) ?? '';
    expect(secondPageFirst < last).toBe(true);

    await page.goBack();
    await expect(page.getByText(/^1–10 of/)).toBeVisible();
  });

  test('shows a loading state while the page is on its way', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/members?*', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/member-list');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    release();
    await expect(dataRows(page)).toHaveCount(10);
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  });

  test('in German, the strings that come after the rows (bulk bar, New member form) are German too', async ({
    page,
  }) => {
    await page.goto('/member-list');
    await page.evaluate(() => localStorage.setItem('cloudfit:locale', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mitgliederliste' })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(10);
    await dataRows(page).first().getByRole('checkbox', { name: 'Diese Zeile auswählen' }).check();
    const bar = page.getByTestId('list-bulk-bar');
    await expect(bar.getByRole('button', { name: 'Schlagwort hinzufügen' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Mitgliedschaften verlängern' })).toBeVisible();
    await page.getByRole('button', { name: 'Neues Mitglied' }).click();
    const form = page.getByRole('dialog', { name: 'Neues Mitglied' });
    await expect(form.getByLabel('Vorname')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Mitglied anlegen' })).toBeVisible();
  });

  test('exports the current search as CSV', async ({ page }) => {
    await page.goto('/member-list?q=Chang');
    await expect(dataRows(page).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.split('\n')[0]).toMatch(/member/i);
    expect(text).toContain('Chang');
  });
});
