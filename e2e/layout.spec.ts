import { expect, menu, signInByApi, test } from './fixtures';

test.describe('layout', () => {
  test('the menu shows the studio entries the role may open, and hides the rest', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    for (const label of [
      'Member management',
      'Class management',
      'System users',
      'Reports',
      'System settings',
    ]) {
      await expect(menu(page).getByText(label, { exact: true })).toBeVisible();
    }

    await page.context().clearCookies();
    const client = await page.context().newPage();
    await signInByApi(client, 'client');
    await client.goto('/member-list');
    await expect(menu(client).getByText('Member management', { exact: true })).toBeVisible();
    await expect(menu(client).getByText('Coupon', { exact: true })).toBeVisible();
    for (const hidden of ['System users', 'Reports', 'System settings', 'Expenditure']) {
      await expect(menu(client).getByText(hidden, { exact: true })).toHaveCount(0);
    }
  });

  test('menu groups open, entries navigate, and the menu collapses', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await menu(page).getByRole('button', { name: 'Class management' }).click();
    await menu(page).getByRole('link', { name: 'Room List' }).click();
    await expect(page).toHaveURL(/\/room-list$/);
    await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu(page).getByText('Member management')).toHaveCount(0);
    await page.reload();
    await expect(menu(page).getByText('Member management')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu(page).getByText('Member management')).toBeVisible();
  });

  test('the language switches at run time, in the menu too, and is remembered', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    for (const label of [
      '會員管理',
      '最新消息',
      '系統使用者',
      '系統設定',
      '課程管理',
      '優惠券',
      '產品管理',
      '分店管理',
    ]) {
      await expect(menu(page).getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: '會員列表' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: '會員列表' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

    await page.getByRole('button', { name: '語言' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Mitgliederliste' })).toBeVisible();
    await expect(page.getByTestId('client-version')).toHaveText('Version 1.2.77.0919');
  });

  test('the branch switcher scopes the member list to the current center', async ({ page }) => {
    await signInByApi(page, 'admin');
    // A surname search: its total is counted exactly (broad lists say "1,000+").
    await page.goto('/member-list?q=Chang');
    const total = page.getByTestId('list-total');
    await expect(total).toHaveText(/^[\d,]+ members$/);
    const all = Number((await total.textContent())?.replace(/\D/g, ''));

    await page.getByLabel('Current branch').click();
    const option = page.getByRole('option').nth(1);
    const centerName = (await option.textContent()) ?? '';
    await option.click();
    await expect(total).toContainText(`members at ${centerName}`);
    const scopedCount = async () =>
      Number((await total.textContent())?.replace(/ members at.*/, '').replace(/\D/g, ''));
    // The previous page stays on screen while the scoped one loads.
    await expect.poll(scopedCount).toBeLessThan(all);
    expect(await scopedCount()).toBeGreaterThan(0);
    for (const cell of await page.getByTestId('list-row').locator('[data-field="homeCenterName"]').all()) {
      await expect(cell).toHaveText(centerName);
    }
    await page.reload();
    await expect(total).toContainText(`members at ${centerName}`);
  });

  test('the scroll-to-top button appears after 250 px and brings the page back up', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 480 });
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await expect(page.getByRole('row')).toHaveCount(11);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('a toast shows for 3 seconds and then goes', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await page.evaluate(() =>
      (
        window as unknown as { __cloudfit: { store: { getState(): { toast(m: string): void } } } }
      ).__cloudfit.store
        .getState()
        .toast('Saved'),
    );
    const toast = page.getByRole('status').filter({ hasText: 'Saved' });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 3000 });
  });
});
