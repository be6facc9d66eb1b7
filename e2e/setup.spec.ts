import type { Locator, Page } from '@playwright/test';
import { adminApi, api, createMember } from './admin-api';
import { expect, seriousViolations, signInByApi, test } from './fixtures';
import { englishTimeKeys, pickerText, typeInPicker } from './pickers';

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
    const hours = (name: string) => dialog.getByRole('group', { name, exact: true });
    // A new branch starts with a usual week, not seven closed days.
    await expect(dialog.getByRole('switch', { name: 'Monday' })).toBeChecked();
    await expect.poll(() => pickerText(hours('Monday Opens'))).toBe('06:00 AM');
    await expect.poll(() => pickerText(hours('Sunday Closes'))).toBe('08:00 PM');
    await typeInPicker(hours('Monday Opens'), englishTimeKeys('07:00'));
    await typeInPicker(hours('Monday Closes'), englishTimeKeys('07:00'));
    await dialog.getByRole('button', { name: 'Create branch' }).click();
    await expect(dialog.getByText('Opening and closing at the same time')).toBeVisible();
    await typeInPicker(hours('Monday Closes'), englishTimeKeys('21:30'));
    // A late night past midnight, and a day around the clock.
    await typeInPicker(hours('Friday Opens'), englishTimeKeys('18:00'));
    await typeInPicker(hours('Friday Closes'), englishTimeKeys('02:00'));
    await expect(dialog.getByTestId('opening-hours-fri')).toContainText('The next day');
    await dialog.getByRole('switch', { name: 'Saturday' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Sunday: Open 24 hours' }).check();
    await expect(hours('Sunday Opens')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create branch' }).click();
    await expect(dialog).toBeHidden();

    const row = rows(page).filter({ hasText: name });
    await expect(row.locator('[data-field="timezone"]')).toHaveText('Europe/Berlin');
    await expect(row.locator('[data-field="openingHours"]')).toHaveText(
      'Mon 07:00–21:30 · Tue–Thu 06:00–22:00 · Fri 18:00–02:00 · Sun 00:00–24:00',
    );
    await expect(row.locator('[data-field="active"]')).toHaveText('Open');
    await row.getByRole('button', { name: 'Archive' }).click();
    await page
      .getByRole('dialog', { name: `Archive ${name}?` })
      .getByRole('button', { name: 'Archive' })
      .click();
    await expect(row.locator('[data-field="active"]')).toHaveText('Archived');
    await expect(row.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  });

  test('a branch with no opening hours says check-in is allowed at any time, as the door does', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const code = `N${suffix()}`.slice(0, 10);
    const name = `Zz No Hours ${code}`;
    await api(admin, 'POST', 'centers', {
      name,
      code,
      address: '2 Test Street, Taipei',
      phone: '02-0000-0001',
      timezone: 'Asia/Taipei',
    });
    await signInByApi(page, 'admin');
    await page.goto('/center-list');
    const row = rows(page).filter({ hasText: name });
    await expect(row.locator('[data-field="openingHours"]')).toHaveText(
      'No opening hours: check-in at any time',
    );
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(name) });
    await expect(
      dialog.getByText('No opening hours: check-in is allowed at any time.', { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByTestId('opening-hours-mon')).toContainText('Not set');
    await expect(dialog.getByText('Closed', { exact: true })).toHaveCount(0);
    // One day set: the others are closed days at the door, and the form says so.
    await dialog.getByRole('switch', { name: 'Monday' }).check();
    await expect(dialog.getByTestId('opening-hours-tue')).toContainText('Closed');
  });

  test('archiving a branch: the dialog follows the members moved, and the archived branch is offered nowhere', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const code = `Y${suffix()}`.slice(0, 10);
    const name = `Zz Closing ${code}`;
    const branch = await api<{ id: number }>(admin, 'POST', 'centers', {
      name,
      code,
      address: '2 Test Street, Taipei',
      phone: '02-2723-5811',
      timezone: 'Asia/Taipei',
    });
    await createMember(admin, { firstName: 'Moving', lastName: `Member ${code}`, homeCenterId: branch.id });
    await signInByApi(page, 'admin');
    await page.goto('/center-list');
    const row = rows(page).filter({ hasText: name });
    await row.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: `Archive ${name}?` });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    const inUse = dialog.getByTestId('center-in-use');
    await expect(inUse).toContainText('1 member calls it their home branch');
    await expect(inUse).not.toContainText('0 classes');
    await choose(page, dialog, /^Move members to/);
    await dialog.getByRole('button', { name: 'Move 1 member' }).click();
    await expect(page.getByText('1 member moved.')).toBeVisible();
    await expect(inUse).toContainText('it can be archived now');
    await expect(inUse).not.toContainText('cannot close yet');
    await expect(inUse).not.toContainText('0 members');
    await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.locator('[data-field="active"]')).toHaveText('Archived');

    // A device that had the branch chosen in the navbar falls back to all branches, after a reload too.
    await page.evaluate(
      ([id, branchName]) =>
        localStorage.setItem('cloudfit:currentCenter', JSON.stringify({ id, name: branchName })),
      [branch.id, name] as const,
    );
    await page.reload();
    const switcher = page.getByRole('combobox', { name: 'Current branch' });
    await expect(switcher).toHaveText('All branches');
    await switcher.click();
    await expect(page.getByRole('option', { name: 'All branches' })).toBeVisible();
    await expect(page.getByRole('option', { name })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Nor do the branch pickers of a new staff member, news item or package offer it.
    const pickers = [
      { path: '/staff-list', open: 'New staff member', picker: /^Branches/ },
      { path: '/news-list', open: 'New item', picker: /^Branches/ },
      { path: '/package-list', open: 'New package', picker: /^Branches/ },
    ];
    for (const { path, open, picker } of pickers) {
      await page.goto(path);
      await page.getByRole('button', { name: open }).click();
      await page.getByRole('dialog').getByRole('combobox', { name: picker }).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect(page.getByRole('option', { name }), path).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  });

  test('settings number fields take what a person types: 19.5 %, a decimal comma, a minus sign', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/system-config');
    const tax = page.getByRole('textbox', { name: /^Tax rate/ });
    await tax.fill('');
    await tax.pressSequentially('19.5');
    await expect(tax).toHaveValue('19.5');
    await tax.fill('');
    await tax.pressSequentially('7.');
    await expect(tax).toHaveValue('7.');
    await tax.blur();
    await expect(page.getByText('Enter a tax rate between 0 and 100%.')).toBeVisible();
    await tax.press('End');
    await tax.pressSequentially('25');
    await expect(tax).toHaveValue('7.25');
    await expect(page.getByText('Enter a tax rate between 0 and 100%.')).toHaveCount(0);

    const owing = page.getByRole('textbox', { name: /^Refuse check-in when owing more than/ });
    await owing.fill('');
    await owing.pressSequentially('-');
    await expect(owing).toHaveValue('-');
    await owing.blur();
    await expect(page.getByText('Enter an amount of 0 or more.')).toBeVisible();
    await owing.fill('');
    await owing.pressSequentially('1500,5');
    await expect(owing).toHaveValue('1500,5');
    await expect(page.locator('main')).not.toContainText('NaN');
  });

  test('the words of the set-up lists: rooms by branch, one session, one month, branch everywhere', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const name = `E2E Single ${suffix()}`;
    await api(admin, 'POST', 'packages', {
      kind: 'sessions',
      name,
      description: null,
      durationValue: 1,
      durationUnit: 'months',
      credits: 1,
      price: 50000,
      currency: 'TWD',
      centerIds: [(await api<{ items: { id: number }[] }>(admin, 'GET', 'centers?active=true')).items[0]!.id],
      active: true,
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, 'admin');
    await page.goto('/room-list');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /^Branch/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByRole('columnheader', { name: /^Room/ })).not.toHaveAttribute('aria-sort');

    await page.goto('/package-list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('[data-field="credits"]')).toHaveText('1 session');
    await expect(rows(page).locator('[data-field="duration"]')).toHaveText('1 month');

    await page.goto('/center-list');
    await page.getByRole('button', { name: 'New branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'New branch' });
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('abc');
    await dialog.getByRole('button', { name: 'Create branch' }).click();
    await expect(dialog.getByText('Enter a branch name.')).toBeVisible();
    await expect(
      dialog.getByText('Enter a phone number: digits, with spaces, +, -, dots or brackets if you like.'),
    ).toBeVisible();
    await expect(dialog).not.toContainText(/center/i);
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
    // Under "All branches" the dialog starts at the first open branch: nothing to pick.
    await expect(dialog.getByRole('combobox', { name: /^Branches/ })).toHaveText(/\S/);
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
