import type { Locator, Page } from '@playwright/test';
import { expect, type LoginResult, seriousViolations, signInByApi, test } from './fixtures';

const rows = (page: Page) => page.getByTestId('list-row');
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens a select in `scope` and picks its first option (the first branch). */
async function pickFirst(page: Page, scope: Locator, name: RegExp) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option').first().click();
}

/** "NT$1,234.50" → 123450 minor units. */
function minorUnits(text: string): number {
  return Math.round(Number.parseFloat(text.replace(/[^\d.]/g, '') || '0') * 100);
}

test.describe('catalog and expense screens', () => {
  test('creates a package, finds it in the list and opens its record', async ({ page }) => {
    await signInByApi(page, 'admin');
    const name = unique('E2E Pack ');
    await page.goto('/package-list');
    await page.getByRole('button', { name: 'New package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New package' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await pickFirst(page, dialog, /^Type/);
    await expect(dialog.getByRole('textbox', { name: /^Sessions/ })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Session pack' }).click();
    await dialog.getByRole('textbox', { name: /^Sessions/ }).fill('10');
    await dialog.getByRole('textbox', { name: /^Price/ }).fill('2400');
    // Under "All branches" the dialog starts at the first open branch: nothing to pick.
    await expect(dialog.getByRole('combobox', { name: /^Branches/ })).toHaveText(/\S/);
    await dialog.getByRole('button', { name: 'Create package' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Package created.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row.locator('[data-field="kind"]')).toHaveText('Session pack');
    await expect(row.locator('[data-field="credits"]')).toHaveText('10 sessions');
    await expect(row.locator('[data-field="price"]')).toHaveText(/2,400/);
    await row.click();
    await expect(page).toHaveURL(/\/apps\/cloudfit\/package\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Memberships sold' })).toBeVisible();
    await expect(page.getByText('No membership has been sold on this package yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  test('creates a coupon and sees it in the list with no redemptions', async ({ page }) => {
    await signInByApi(page, 'admin');
    const code = unique('E2E').toUpperCase();
    await page.goto('/coupon-list');
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(code);
    await dialog.getByRole('textbox', { name: /^Percent off/ }).fill('15');
    await dialog.getByRole('textbox', { name: /^Total uses/ }).fill('50');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(code);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('[data-field="code"]')).toHaveText(code);
    await expect(rows(page).locator('[data-field="value"]')).toHaveText('15% off');
    // The phrase is kept whole by invisible Unicode isolates, so it reads the same right to left.
    await expect(rows(page).locator('[data-field="redemptions"]')).toHaveText(/^\u2068?0 \/ 50\u2069?$/);
  });

  test('adjusts a product’s stock seeing the branch’s stock, and shows the movement with its reason and staff', async ({
    page,
  }) => {
    const session: LoginResult = await signInByApi(page, 'admin');
    const sku = unique('E2E-');
    const created = await page.request.post('/api/v1/products', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
      data: {
        sku,
        barcode: null,
        name: `Shaker ${sku}`,
        description: null,
        price: 45000,
        cost: 20000,
        reorderLevel: 15,
        active: true,
      },
    });
    expect(created.status()).toBe(201);
    const reason = unique('Delivery note ');

    await page.goto(`/product-list?q=${sku}`);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().click();
    const detail = page.getByRole('dialog', { name: `Shaker ${sku}` });
    await expect(detail.getByText('No stock movements yet.')).toBeVisible();
    await detail.getByRole('button', { name: 'Adjust stock' }).click();
    const adjust = page.getByRole('dialog', { name: `Adjust stock of Shaker ${sku}` });
    await pickFirst(page, adjust, /^Branch/);
    const branch = (await adjust.getByRole('combobox', { name: /^Branch/ }).textContent())!.trim();
    await expect(adjust.getByTestId('current-stock')).toHaveText(`Current stock at ${branch}: 0`);
    await adjust.getByRole('combobox', { name: /^Kind/ }).click();
    await page.getByRole('option', { name: 'Restock' }).click();
    await adjust.getByRole('textbox', { name: /^Quantity change/ }).fill('12');
    await expect(adjust.getByTestId('current-stock')).toContainText('After this change: 12');
    await adjust.getByRole('textbox', { name: /^Reason/ }).fill(reason);
    await adjust.getByRole('button', { name: 'Record change' }).click();
    await expect(adjust).toBeHidden();

    const movement = detail.getByTestId('stock-movements').getByTestId('list-row');
    await expect(movement).toHaveCount(1);
    await expect(movement.locator('[data-field="kind"]')).toHaveText('Restock');
    await expect(movement.locator('[data-field="quantityDelta"]')).toHaveText('+12');
    await expect(movement.locator('[data-field="reason"]')).toHaveText(reason);
    await expect(movement.locator('[data-field="staff"]')).toHaveText(session.userData.fullName);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(rows(page).first().locator('[data-field="stock"]')).toContainText('12');
    // 12 is under the reorder level of 15 at that branch, and the list says where.
    await expect(rows(page).first().locator('[data-field="stock"]')).toContainText(`Low at ${branch}`);
  });

  test('records an expense and sees it in the monthly totals', async ({ page }) => {
    await signInByApi(page, 'admin');
    const vendor = unique('E2E Vendor ');
    await page.goto('/expenditure');
    const marketing = page.getByTestId('expenditure-totals').locator('[data-category="marketing"]');
    const total = page.getByTestId('expenditure-totals').locator('[data-category="total"]');
    await expect(total).toBeVisible();
    const before = (await marketing.count()) ? minorUnits((await marketing.textContent()) ?? '') : 0;
    const totalBefore = minorUnits((await total.textContent()) ?? '');

    await page.getByRole('button', { name: 'Record expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record expense' });
    await pickFirst(page, dialog, /^Branch/);
    await dialog.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Marketing' }).click();
    await dialog.getByRole('textbox', { name: /^Vendor/ }).fill(vendor);
    // The studio works in New Taiwan dollars: cents are refused, saying so.
    const amount = dialog.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('1234.50');
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(dialog).toContainText('NT$ amounts are whole dollars: enter the amount without cents.');
    await amount.fill('1234');
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(async () => minorUnits((await marketing.textContent()) ?? '')).toBe(before + 123400);
    expect(minorUnits((await total.textContent()) ?? '')).toBe(totalBefore + 123400);
    await page.getByRole('searchbox', { name: 'Search' }).fill(vendor);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('[data-field="amount"]')).toHaveText(/1,234/);
  });

  test('front desk sees packages without edit controls', async ({ page }) => {
    await signInByApi(page, 'client');
    await page.goto('/package-list');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'New package' })).toHaveCount(0);
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/apps\/cloudfit\/package\/\d+$/);
    await expect(page.getByRole('term').filter({ hasText: /^Price$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Price/ })).toHaveCount(0);
  });

  test('the catalog and expense screens have no serious or critical axe violations', async ({ page }) => {
    await signInByApi(page, 'admin');
    for (const path of ['/package-list', '/coupon-list', '/product-list', '/expenditure']) {
      await page.goto(path);
      await expect(rows(page).first()).toBeVisible();
      expect((await seriousViolations(page)).map((line) => `${path} ${line}`)).toEqual([]);
    }
  });
});
