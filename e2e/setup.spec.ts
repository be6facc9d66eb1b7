import type { Locator, Page } from '@playwright/test';
import { expect, seriousViolations, signInByApi, test } from './fixtures';

const rows = (page: Page) => page.getByTestId('list-row');
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** Opens the select named `name` in `scope` and picks the option, or the first one. */
async function choose(page: Page, scope: Locator, name: RegExp, option?: string) {
  await scope.getByRole('combobox', { name }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

test.describe('setup screens', () => {
  test('creates a room and finds it with its capacity', async ({ page }) => {
    await signInByApi(page, 'admin');
    const name = `E2E Room ${suffix()}`;
    await page.goto('/room-list');
    await page.getByRole('button', { name: 'New room' }).click();
    const dialog = page.getByRole('dialog', { name: 'New room' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await choose(page, dialog, /^Branch/);
    await dialog.getByRole('textbox', { name: /^Capacity/ }).fill('18');
    await dialog.getByRole('button', { name: 'Create room' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Room created.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('[data-field="capacity"]')).toHaveText('18');
    await expect(rows(page).locator('[data-field="active"]')).toHaveText('In use');
  });

  test('creates a branch in a searched time zone with its opening hours, then archives it', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    const code = `Z${suffix()}`.slice(0, 10);
    // "Zz" sorts last, so tests that pick the first branch never get this archived one.
    const name = `Zz E2E Branch ${code}`;
    await page.goto('/center-list');
    await page.getByRole('button', { name: 'New branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'New branch' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(code);
    await dialog.getByRole('textbox', { name: /^Address/ }).fill('1 Test Street, Taipei');
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+886 2 1234 5678');
    await dialog.getByRole('combobox', { name: /^Time zone/ }).fill('Berlin');
    await page.getByRole('option', { name: 'Europe/Berlin' }).click();
    await dialog.getByRole('switch', { name: 'Monday' }).check();
    await dialog.getByLabel('Monday Opens').fill('07:00');
    await dialog.getByLabel('Monday Closes').fill('06:00');
    await dialog.getByRole('button', { name: 'Create branch' }).click();
    await expect(dialog.getByText('The closing time must be after the opening time.')).toBeVisible();
    await dialog.getByLabel('Monday Closes').fill('21:30');
    await dialog.getByRole('switch', { name: 'Tuesday' }).check();
    await dialog.getByRole('button', { name: 'Create branch' }).click();
    await expect(dialog).toBeHidden();

    const row = rows(page).filter({ hasText: name });
    await expect(row.locator('[data-field="timezone"]')).toHaveText('Europe/Berlin');
    await expect(row.locator('[data-field="openingHours"]')).toHaveText('Mon–Tue 07:00–21:30');
    await expect(row.locator('[data-field="active"]')).toHaveText('Open');
    await row.getByRole('button', { name: 'Archive' }).click();
    await page
      .getByRole('dialog', { name: `Archive ${name}?` })
      .getByRole('button', { name: 'Archive' })
      .click();
    await expect(row.locator('[data-field="active"]')).toHaveText('Archived');
    await expect(row.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  });

  test('creates a staff member and changes their role', async ({ page }) => {
    await signInByApi(page, 'admin');
    const username = `e2e.${suffix().toLowerCase()}`;
    const fullName = `E2E Staff ${username}`;
    await page.goto('/staff-list');
    await page.getByRole('button', { name: 'New staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'New staff member' });
    await dialog.getByRole('textbox', { name: /^Full name/ }).fill(fullName);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(`${username}@example.com`);
    await dialog.getByRole('textbox', { name: /^Username/ }).fill(username);
    await dialog.getByLabel(/^First password/).fill('a-long-password');
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/apps\/staff\/edit\/\d+$/);
    await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveText('Front desk');
    await choose(page, page.locator('main'), /^Role/, 'Manager');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Account saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveText('Manager');

    // Its own password reset moves the record's version on: the next save is not someone else's.
    await page.getByRole('button', { name: 'Reset password' }).click();
    const reset = page.getByRole('dialog', { name: /^New password for/ });
    await reset.getByLabel(/^New password/).fill('another-long-password');
    await reset.getByRole('button', { name: 'Set password' }).click();
    await expect(reset).toBeHidden();
    await page.getByRole('switch', { name: 'Active' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Account saved.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });

  test('an email the server finds taken comes back as a 400 on its field, and nothing typed is lost', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    const username = `e2e.${suffix().toLowerCase()}`;
    await page.goto('/staff-list');
    await page.getByRole('button', { name: 'New staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'New staff member' });
    await dialog.getByRole('textbox', { name: /^Full name/ }).fill(`E2E Taken ${username}`);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('client@demo.com');
    await dialog.getByRole('textbox', { name: /^Username/ }).fill(username);
    await dialog.getByLabel(/^First password/).fill('a-long-password');
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/staff') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Create account' }).click();
    expect((await refused).status()).toBe(400);

    const email = dialog.getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Another account already uses this email.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Username/ })).toHaveValue(username);

    await email.fill(`${username}@example.com`);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/apps\/staff\/edit\/\d+$/);
  });

  test('the admin cannot deactivate themselves or change their own role, and sees why', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/staff-list');
    await page.getByRole('searchbox', { name: 'Search' }).fill('admin@demo.com');
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/apps\/staff\/edit\/\d+$/);

    await expect(page.getByRole('switch', { name: 'Active' })).toBeDisabled();
    await expect(page.getByText('You cannot deactivate your own account.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('You cannot change your own role.')).toBeVisible();
  });

  test('publishes news whose markdown renders and whose HTML is shown as text, never run', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    const title = `E2E News ${suffix()}`;
    const script = '<script>window.__newsScriptRan = true</script>';
    await page.goto('/news-list');
    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New item' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^Text/ }).fill(`Doors open **early on Monday**.\n\n${script}`);
    const preview = dialog.getByTestId('news-preview');
    await expect(preview.locator('strong')).toHaveText('early on Monday');
    await dialog.getByRole('combobox', { name: /^Branches/ }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await choose(page, dialog, /^Status/, 'Published');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('[data-field="status"]')).toHaveText('Showing');
    await rows(page).first().click();
    const editor = page.getByRole('dialog', { name: 'Edit news' });
    const body = editor.getByTestId('news-body');
    await expect(body.locator('strong')).toHaveText('early on Monday');
    await expect(body).toContainText(script);
    await expect(body.locator('script')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __newsScriptRan?: boolean }).__newsScriptRan),
    ).toBeUndefined();
  });

  test('the front desk gets not-authorized on staff and settings', async ({ page }) => {
    await signInByApi(page, 'client');
    for (const path of ['/staff-list', '/system-config']) {
      await page.goto(path);
      await expect(page).toHaveURL(/not-authorized$/);
      await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
    }
  });

  test('the setup screens have no serious or critical axe violations', async ({ page }) => {
    await signInByApi(page, 'admin');
    for (const path of ['/room-list', '/staff-list', '/news-list']) {
      await page.goto(path);
      await expect(rows(page).first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/center-list');
    await expect(rows(page).first()).toBeVisible();
    expect(await seriousViolations(page), '/center-list').toEqual([]);
    await rows(page).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'branch dialog').toEqual([]);

    await page.goto('/staff-list');
    await rows(page).first().click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(await seriousViolations(page), 'staff record').toEqual([]);

    await page.goto('/system-config');
    await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
    expect(await seriousViolations(page), '/system-config').toEqual([]);
  });
});
