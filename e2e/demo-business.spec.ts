import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './fixtures';

/** Serious and critical axe violations inside the screen itself (the shell's navbar and menu are checked by their own tests). */
async function screenViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('demo e-commerce, users and invoices', () => {
  test('adds a product to the cart from the shop: the navbar count follows and checkout lists it', async ({
    page,
  }) => {
    await signInByApi(page, 'developer');
    await page.goto('/apps/e-commerce/shop');
    await expect(page.getByRole('article')).toHaveCount(9);
    // A filter reaches the whole catalogue, not the page on show, and starts again from page 1.
    await page.getByRole('button', { name: 'Go to page 3' }).click();
    await expect(page.getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('radio', { name: /^Under/ }).check();
    await expect(page.getByRole('status')).not.toHaveText('Results found: 27');
    const found = Number((await page.getByRole('status').textContent())?.replace(/\D/g, ''));
    expect(found).toBeGreaterThan(0);
    await expect(page.getByRole('article')).toHaveCount(Math.min(found, 9));
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(page.getByRole('status')).toHaveText('Results found: 27');
    await expect(page.getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(card.getByRole('link', { name: 'View in cart' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('userData') ?? '{}').extras?.eCommerceCartItemsCount,
        ),
      )
      .toBe(1);

    await card.getByRole('link', { name: 'View in cart' }).click();
    await expect(page).toHaveURL(/\/apps\/e-commerce\/checkout$/);
    const line = page.getByRole('listitem').filter({ hasText: name });
    await expect(line.getByRole('heading', { name })).toBeVisible();
    const quantity = line.getByRole('combobox', { name: 'Quantity' });
    await expect(quantity).toHaveText('1');
    const total = page.getByTestId('order-total');
    const amount = async () => Number((await total.textContent())?.replace(/[^\d.]/g, ''));
    const single = await amount();
    // A quantity is saved: the totals follow, and it is still there after a reload.
    await quantity.click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    await expect(quantity).toHaveText('3');
    await expect.poll(amount).toBeCloseTo(single * 3, 1);
    await page.reload();
    await expect(quantity).toHaveText('3');
    await expect.poll(amount).toBeCloseTo(single * 3, 1);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('button', { name: 'Deliver here' }).click();
    await expect(page.getByText('Enter a full name.')).toBeVisible();
    await page.getByLabel('Full name').fill('Devon Lin');
    await page.getByLabel('Phone').fill('0912 345 678');
    await page.getByLabel('Street and number').fill('12 Songren Road');
    await page.getByLabel('City').fill('Taipei');
    await page.getByLabel('Postcode').fill('110');
    await page.getByRole('button', { name: 'Deliver here' }).click();
    // Paying by card asks for the card, checks it, and says plainly that nothing is charged.
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await expect(page.getByText('no card is charged')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByText('Enter a valid card number.')).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Name on the card').fill('Devon Lin');
    await page.getByLabel('Expiry date').fill('01/20');
    await page.getByLabel('Security code (CVC)').fill('12');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByText('Enter a valid card number.')).toBeVisible();
    await expect(page.getByText('This card has expired.')).toBeVisible();
    await expect(page.getByText('Enter the 3 or 4 digits on the back of the card.')).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill(`12/${(new Date().getFullYear() + 2) % 100}`);
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  });

  test('filters users by role and search, adds a user and finds them', async ({ page }) => {
    await signInByApi(page, 'developer');
    await page.goto('/apps/users/list');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    const userRows = table.getByRole('row').filter({ has: page.getByRole('link') });
    // The previous page stays on screen until the filtered one arrives: wait until every row is an editor.
    await expect
      .poll(async () => {
        const roles = await userRows.locator('td:nth-child(3)').allTextContents();
        return roles.length > 0 && roles.every((role) => role === 'Editor');
      })
      .toBe(true);
    const firstName = (await userRows.first().getByRole('link').first().textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Search users' }).fill(firstName);
    await expect(table.getByRole('link', { name: firstName, exact: true })).toBeVisible();

    const fullName = unique('Quinn Tester ');
    await page.getByRole('button', { name: 'Add user' }).click();
    const drawer = page.getByRole('form', { name: 'Add user' });
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(drawer.getByText('Enter a full name.')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Full name' }).fill(fullName);
    await drawer.getByRole('textbox', { name: 'Username' }).fill(unique('quinn.'));
    await drawer.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await drawer.getByRole('textbox', { name: 'Company' }).fill('Test Gym');
    await drawer.getByRole('textbox', { name: 'Country' }).fill('Portugal');
    await drawer.getByRole('textbox', { name: 'Contact' }).fill('+351 900 000 000');
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(drawer.getByText('Enter a valid email address.')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Email' }).fill(`${unique('quinn')}@example.com`);
    await drawer.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Maintainer' }).click();
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Maintainer' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(fullName);
    await table.getByRole('link', { name: fullName, exact: true }).click();
    await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  });

  test('filters invoices by status and opens a preview', async ({ page }) => {
    await signInByApi(page, 'developer');
    await page.goto('/apps/invoice/list');
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Past due' }).click();
    const rows = table.getByRole('row').filter({ has: page.getByRole('link') });
    await expect
      .poll(async () => {
        const statuses = await table
          .getByRole('img')
          .evaluateAll((icons) => icons.map((icon) => icon.ariaLabel));
        return statuses.length > 0 && statuses.every((status) => status === 'Past due');
      })
      .toBe(true);
    const number = (await rows.first().getByRole('link').first().textContent()) ?? '';
    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${number.slice(1)}$`));
    await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  });

  test('has no serious accessibility violations, and the client role is not authorized', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, 'admin');
    const screens: [string, string][] = [
      ['/apps/e-commerce/shop', 'Shop'],
      ['/apps/e-commerce/checkout', 'Checkout'],
      ['/apps/users/list', 'Users'],
      ['/apps/users/view/1', ''],
      ['/apps/invoice/list', 'Invoices'],
      ['/apps/invoice/add', 'New invoice'],
      ['/apps/invoice/preview/4987', 'Invoice #4987'],
      ['/apps/e-commerce/1', ''],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await screenViolations(page), path).toEqual([]);
    }
    await page.goto('/apps/e-commerce/no-such-product');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();

    const clientContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const clientPage = await clientContext.newPage();
    await signInByApi(clientPage, 'client');
    for (const path of ['/apps/e-commerce/shop', '/apps/users/list', '/apps/invoice/list']) {
      await clientPage.goto(path);
      await expect(clientPage).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
    }
    await clientContext.close();
  });
});
