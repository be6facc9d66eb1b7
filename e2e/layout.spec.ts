import type { Page } from '@playwright/test';
import { expect, menu, seriousViolations, signInByApi, test, untilStill } from './fixtures';

const DARK_BACKGROUND = 'rgb(22, 29, 49)';
const DARK_PAPER = 'rgb(40, 48, 70)';

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** Starts the next page load with this layout, as if the customizer had chosen it earlier. */
async function presetLayout(page: Page, layout: Record<string, unknown>) {
  await page.addInitScript((value) => localStorage.setItem('cloudfit:layout', value), JSON.stringify(layout));
}

async function expectDarkRtlCollapsed(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => backgroundOf(page, 'body')).toBe(DARK_BACKGROUND);
  await expect(menu(page).getByText('Member management')).toHaveCount(0);
  // The menu sits at the right edge, the screen to its left.
  const menuBox = await menu(page).boundingBox();
  const mainBox = await page.locator('main').boundingBox();
  expect(menuBox && mainBox && menuBox.x > mainBox.x + mainBox.width - 1).toBe(true);
}

test.describe('layout', () => {
  test('the menu shows the studio entries the role may open, and hides the rest', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    for (const label of ['Member management', 'Class management', 'Staff', 'Reports', 'Settings']) {
      await expect(menu(page).getByText(label, { exact: true })).toBeVisible();
    }

    await page.context().clearCookies();
    const client = await page.context().newPage();
    await signInByApi(client, 'client');
    await client.goto('/member-list');
    await expect(menu(client).getByText('Member management', { exact: true })).toBeVisible();
    await expect(menu(client).getByText('Coupons', { exact: true })).toBeVisible();
    for (const hidden of ['Staff', 'Reports', 'Settings', 'Expenditure']) {
      await expect(menu(client).getByText(hidden, { exact: true })).toHaveCount(0);
    }
  });

  test('menu groups open, entries navigate, and the menu collapses', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await menu(page).getByRole('button', { name: 'Class management' }).click();
    await menu(page).getByRole('link', { name: 'Rooms' }).click();
    await expect(page).toHaveURL(/\/room-list$/);
    await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu(page).getByText('Member management')).toHaveCount(0);
    await page.reload();
    await expect(menu(page).getByText('Member management')).toHaveCount(0);

    // Collapsed to icons, a group's entries open in a flyout beside its icon: by pointer...
    await menu(page).getByRole('button', { name: 'Reports' }).click();
    const flyout = page.getByRole('menu', { name: 'Reports' });
    await flyout.getByRole('menuitem', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/report-transacion$/);
    await expect(flyout).toBeHidden();
    // ...and by keyboard.
    await menu(page).getByRole('button', { name: 'Member management' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Member management' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Access control' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/access-control$/);

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
    // A surname search and its exact total.
    await page.goto('/member-list?q=Chang');
    const total = page.getByTestId('list-total');
    await expect(total).toHaveText(/^[\d,]+ members$/);
    const all = Number((await total.textContent())?.replace(/\D/g, ''));

    await page.getByLabel('Current branch').click();
    // A seeded branch: other tests add branches of their own, with no members named Chang.
    const option = page.getByRole('option', { name: /^CloudFit / }).first();
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

  test('at the foot of Settings the scroll-to-top button covers neither Save nor the footer, on a phone, a tablet and a desktop', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1440, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/system-config');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      const toTop = page.getByRole('button', { name: 'Scroll to top' });
      await expect(toTop).toBeVisible();
      await untilStill(page);
      const fab = (await toTop.boundingBox())!;
      for (const covered of [save, page.getByText(/^© \d{4}/), page.getByTestId('client-version')]) {
        expect(
          apart(fab, (await covered.boundingBox())!),
          `${width} px: "${await covered.textContent()}" under the scroll-to-top button`,
        ).toBe(true);
      }
    }
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

  test('the customizer switches to dark, RTL and a collapsed menu at once, and a reload keeps them', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    await page.evaluate(() => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.violatedDirective),
      );
      Object.assign(window, { sameDocument: true, violations });
    });

    await page.getByRole('button', { name: 'Customize the layout' }).click();
    const customizer = page.getByRole('dialog', { name: 'Theme customizer' });
    await customizer.getByRole('radio', { name: 'Dark', exact: true }).check();
    await customizer.getByLabel('Right to left').check();
    await customizer.getByLabel('Collapsed menu').check();
    await customizer.getByRole('button', { name: 'Close the customizer' }).click();

    await expectDarkRtlCollapsed(page);
    // The studio remote's screen follows the shell's theme without a reload.
    expect(await backgroundOf(page, 'main .MuiPaper-root')).toBe(DARK_PAPER);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The right-to-left styles come with the page's CSP nonce like the others.
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

    await page.reload();
    await expectDarkRtlCollapsed(page);
    await expect(page.getByTestId('list-row')).toHaveCount(10);

    await page.goto('/report-transacion');
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await expectDarkRtlCollapsed(page);
    expect(await backgroundOf(page, 'main .MuiPaper-root')).toBe(DARK_PAPER);

    await page.getByRole('button', { name: 'Customize the layout' }).click();
    await customizer.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect.poll(() => backgroundOf(page, 'body')).toBe('rgb(248, 248, 248)');
  });

  test('navbar and footer types: sticky, static and hidden', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    const navbar = page.locator('header[data-navbar-type]');
    const footer = page.locator('footer');
    await expect(navbar).toHaveAttribute('data-navbar-type', 'floating');
    await page.getByRole('button', { name: 'Customize the layout' }).click();
    const customizer = page.getByRole('dialog', { name: 'Theme customizer' });
    await customizer
      .getByRole('radiogroup', { name: 'Footer type' })
      .getByRole('radio', { name: 'Sticky' })
      .check();
    await customizer
      .getByRole('radiogroup', { name: 'Navbar type' })
      .getByRole('radio', { name: 'Static' })
      .check();
    await expect(navbar).toHaveCSS('position', 'static');
    await expect(footer).toHaveCSS('position', 'sticky');
    await customizer
      .getByRole('radiogroup', { name: 'Footer type' })
      .getByRole('radio', { name: 'Hidden' })
      .check();
    await expect(footer).toHaveCount(0);
    await customizer
      .getByRole('radiogroup', { name: 'Navbar type' })
      .getByRole('radio', { name: 'Hidden' })
      .check();
    await customizer.getByRole('button', { name: 'Close the customizer' }).click();
    await expect(navbar).toHaveCount(0);
    // Without a navbar the customizer still opens, from a floating gear.
    await page.getByRole('button', { name: 'Customize the layout' }).click();
    await customizer
      .getByRole('radiogroup', { name: 'Navbar type' })
      .getByRole('radio', { name: 'Sticky' })
      .check();
    await expect(navbar).toHaveCSS('position', 'sticky');
  });

  test('on a phone the menu is a drawer that opens, closes and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await expect(menu(page)).toBeHidden();

    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();

    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await untilStill(page);
    await menu(page).getByRole('button', { name: 'Class management' }).click();
    await untilStill(page);
    await menu(page).getByRole('link', { name: 'Rooms' }).click();
    await expect(page).toHaveURL(/\/room-list$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('on a phone the branch switcher has room, and the languages and layout are in the account menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    const switcher = await page.getByTestId('center-switcher').locator('..').boundingBox();
    expect(switcher!.width).toBeGreaterThanOrEqual(150);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Mitgliederliste' })).toBeVisible();
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Customize the layout' }).click();
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
  });

  test('on a phone with the navbar hidden, a floating button still opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await presetLayout(page, { navbarType: 'hidden' });
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await untilStill(page);
    await menu(page).getByRole('button', { name: 'Class management' }).click();
    await untilStill(page);
    await menu(page).getByRole('link', { name: 'Rooms' }).click();
    await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
  });

  test('the navbar search finds a screen and a member and opens them from the keyboard', async ({ page }) => {
    const admin = await signInByApi(page, 'admin');
    const response = await page.request.get('/api/v1/members?perPage=1', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const [member] = ((await response.json()) as { items: { id: number; fullName: string }[] }).items;
    if (!member) throw new Error('the seed has no members');
    await page.goto('/member-list');
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    await expect(page).toHaveTitle('Member List · CloudFit');

    // Typed straight after the shortcut, nothing is lost: the field is ready once the screen is up.
    await page.keyboard.press('/');
    await page.keyboard.type('rooms');
    const search = page.getByRole('combobox', { name: 'Search screens and members' });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('rooms');
    await expect(page.getByRole('option').first()).toContainText('Rooms');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/room-list$/);
    await expect(page).toHaveTitle('Rooms · CloudFit');
    await expect(search).toHaveCount(0);
    await page.keyboard.press('/');
    await page.keyboard.type('cla');
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    await page.keyboard.type(member.fullName);
    await expect(page.getByRole('option', { name: new RegExp(member.fullName) }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/apps/member/edit/${member.id}$`));
    await expect(page).toHaveTitle('Member · CloudFit');
  });

  test('the bell counts the news not seen yet, its panel lists the latest and leads to all of them', async ({
    page,
  }) => {
    const admin = await signInByApi(page, 'admin');
    const headers = { authorization: `Bearer ${admin.accessToken}` };
    const response = await page.request.get('/api/v1/news?current=true&perPage=1', { headers });
    const { total } = (await response.json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    await page.goto('/member-list');
    // Never opened on this device: every current item is unread.
    const bell = page.getByRole('button', { name: `Notifications: ${total}` });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('news-count')).toContainText(String(total));
    await bell.click();
    await expect(page.getByRole('heading', { name: 'News', level: 2 })).toBeVisible();
    const panel = page.getByRole('region', { name: 'News' });
    // The heading shows before the items arrive: count them once they are there.
    await expect(panel.locator('.MuiAccordion-root').first()).toBeVisible();
    const listed = await panel.locator('.MuiAccordion-root').count();
    expect(listed).toBe(Math.min(total, 5));
    if (total > listed) await expect(panel).toContainText(`The latest ${listed} of ${total}`);
    await panel.getByRole('link', { name: 'See all news' }).click();
    await expect(page).toHaveURL(/\/news-list$/);
    await expect(panel).toBeHidden();
    // Seen: the count starts again (from 0, unless another test publishes meanwhile).
    await expect(page.getByRole('button', { name: /^Notifications: \d+$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: `Notifications: ${total}` })).toHaveCount(0);

    // Something published later is the one unread item, marked new in the panel.
    const title = `Bell ${Date.now()}`;
    const created = await page.request.post('/api/v1/news', {
      headers,
      data: {
        title,
        body: 'Fresh',
        centerIds: [1, 2, 3],
        publishAt: null,
        expiresAt: null,
        pinned: true,
        status: 'published',
      },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    // Other tests may publish meanwhile: at least this one is unread.
    await page.getByRole('button', { name: /^Notifications: [1-9]\d*$/ }).click();
    const item = page.getByRole('region', { name: 'News' }).getByRole('button', { name: new RegExp(title) });
    await expect(item).toContainText('New');
  });

  test('the demo cart shows its count and leads to the checkout', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.evaluate(() =>
      (
        window as unknown as { __cloudfit: { store: { getState(): { setCartItemsCount(n: number): void } } } }
      ).__cloudfit.store
        .getState()
        .setCartItemsCount(3),
    );
    await page.getByRole('link', { name: 'Cart: 3' }).click();
    await expect(page).toHaveURL(/\/apps\/e-commerce\/checkout$/);
  });

  for (const skin of ['light', 'dark'] as const) {
    test(`no serious axe violations on the sign-in pages and a studio screen in the ${skin} skin`, async ({
      page,
    }) => {
      await presetLayout(page, { skin });
      for (const path of ['/login', '/register', '/forgot-password']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(() => seriousViolations(page), { message: path }).toEqual([]);
      }
      await signInByApi(page, 'admin');
      await page.goto('/member-list');
      await expect(page.getByTestId('list-row')).toHaveCount(10);
      // The bell's count may still be growing in: axe reads colours mid-animation as blended.
      await untilStill(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
