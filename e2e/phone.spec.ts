import type { Page } from '@playwright/test';
import { createMember, uniqueId } from './admin-api';
import { expect, seriousViolations, signInByApi, test } from './fixtures';

/** The studio screens the desk and the managers use most, as they open on a phone. */
const SCREENS = [
  { path: '/member-list', heading: 'Member List', rows: true },
  { path: '/apps/member/edit/1', heading: 'Member info', rows: true },
  { path: '/access-control', heading: 'Access control', rows: false },
  { path: '/invoice', heading: 'Invoices', rows: true },
  { path: '/class-list', heading: 'Class List', rows: true },
  { path: '/package-list', heading: 'Package List', rows: true },
  { path: '/product-list', heading: 'Product List', rows: true },
  { path: '/staff-list', heading: 'Staff', rows: true },
  { path: '/report-transacion', heading: 'Transactions', rows: false },
  { path: '/system-config', heading: 'Settings', rows: false },
] as const;

/**
 * What on the page lies outside the window's width: every element that shows, but for those inside
 * a region made to scroll sideways (a report's wide table, a row of scrollable tabs).
 */
function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const sideways = '[data-testid="report-table"], .MuiTabs-scroller';
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(sideways)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        found.push(
          `<${element.tagName.toLowerCase()}> "${text}" at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
    return found.slice(0, 5);
  });
}

/**
 * Rows whose main action is out of reach: the row (which opens on a press) and each of its buttons
 * must be inside the window and be what a finger at its centre touches.
 */
function unreachable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const reachable = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.right > width || box.width === 0) return false;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    };
    document.querySelectorAll('[data-testid="list-row"]').forEach((row, index) => {
      row.scrollIntoView({ block: 'center' });
      if (!reachable(row)) problems.push(`row ${index + 1}`);
      for (const button of row.querySelectorAll('button')) {
        if (!reachable(button)) problems.push(`row ${index + 1}: ${button.getAttribute('aria-label')}`);
      }
    });
    window.scrollTo(0, 0);
    return problems;
  });
}

test('on a phone the ten most used screens fit the width and every row is in reach', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'admin');
  await page.addInitScript(() => localStorage.setItem('cloudfit:deskCenterId', '1'));

  for (const screen of SCREENS) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      if (screen.rows) await expect(page.getByTestId('list-row').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);

      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
        `${screen.path} scrolls sideways`,
      ).toBe(true);
      expect(await offScreen(page), `${screen.path}: content off-screen`).toEqual([]);
      if (screen.rows) expect(await unreachable(page), `${screen.path}: rows out of reach`).toEqual([]);
      expect(await seriousViolations(page), `${screen.path}: axe`).toEqual([]);
    });
  }

  // A card opens its record by a press and by Enter, as a table row does.
  await page.goto('/member-list');
  const card = page.getByTestId('list-row').first();
  await card.click();
  await expect(page).toHaveURL(/\/apps\/member\/edit\/\d+$/);
  await page.goBack();
  await page.getByTestId('list-row').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/member\/edit\/\d+$/);
  await page.goBack();

  // The search hint is too long for a phone's field: the field says "Search" and the whole hint
  // stands below it, nothing cut.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Search');
  await expect(search).toHaveAccessibleDescription('Name, phone, email or member number');
  const hint = page.getByText('Name, phone, email or member number');
  expect(await hint.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  // The filters fold behind a button; opened, they filter as on a wide screen.
  await expect(page.getByRole('group', { name: 'Status' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Active' }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page).toHaveURL(/status=active/);

  // At the bottom of a long page the scroll-to-top button covers nothing of the footer.
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toBeVisible();
  const fab = (await toTop.boundingBox())!;
  for (const text of [page.getByText(/^© \d{4}/), page.getByTestId('client-version')]) {
    const box = (await text.boundingBox())!;
    const apart =
      box.x + box.width <= fab.x ||
      box.x >= fab.x + fab.width ||
      box.y + box.height <= fab.y ||
      box.y >= fab.y + fab.height;
    expect(apart, `${await text.textContent()} under the scroll-to-top button`).toBe(true);
  }
});

/** The buttons on the page (outside the toast) that a box lies over. */
function buttonsUnder(page: Page, box: { x: number; y: number; width: number; height: number }) {
  return page.evaluate((over) => {
    const covered: string[] = [];
    for (const button of document.querySelectorAll('button, a[href]')) {
      if (button.closest('.MuiSnackbar-root')) continue;
      if (!button.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = button.getBoundingClientRect();
      if (r.width === 0 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
      const apart =
        r.right <= over.x ||
        r.left >= over.x + over.width ||
        r.bottom <= over.y ||
        r.top >= over.y + over.height;
      if (!apart) covered.push((button.textContent || button.getAttribute('aria-label') || '').trim());
    }
    return covered;
  }, box);
}

test('on a phone, in German, a toast covers none of the buttons and the save-conflict dialog shows every version', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('cloudfit:locale', 'de'));
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signInByApi(page, 'admin');
  const member = await createMember(
    { request: page.request, token: accessToken, uid: uniqueId() },
    { firstName: 'Ada', lastName: `Phone${Date.now().toString(36)}` },
  );
  const other = await context.newPage();
  await other.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/apps/member/edit/${member.id}`);
  await other.goto(`/apps/member/edit/${member.id}`);
  const phone = (on: Page) => on.getByLabel('Telefon', { exact: true });
  await expect(phone(page)).toBeVisible();
  await expect(phone(other)).toBeVisible();

  // The form's action at the foot of the screen, as after scrolling down to it.
  await phone(page).fill('0911-111-111');
  const save = page.getByRole('button', { name: 'Profil speichern' });
  await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await save.click();
  const toast = page.getByRole('status').filter({ hasText: 'Profil gespeichert.' });
  await expect(toast).toBeVisible();
  await untilToastStill(page);
  expect(await buttonsUnder(page, (await toast.boundingBox())!)).toEqual([]);

  await phone(other).fill('0922-222-222');
  await other.getByRole('button', { name: 'Profil speichern' }).click();
  const conflict = other.getByRole('dialog', { name: 'Jemand anderes hat diesen Datensatz gespeichert' });
  await expect(conflict).toBeVisible();
  // The field's three versions, the user's own last, all inside the dialog.
  const row = conflict.getByRole('row', { name: /Telefon/ });
  await expect(row).toContainText('0922-222-222');
  const dialog = (await conflict.boundingBox())!;
  for (const cell of await row.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, (await cell.textContent()) ?? '').toBeLessThanOrEqual(dialog.x + dialog.width);
  }
  await expect(row.getByRole('cell').last()).toBeInViewport({ ratio: 1 });
});

/** Waits for the toast's entry transition to end. */
async function untilToastStill(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

test('on a phone, in Chinese, every list says its range on one line', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.addInitScript(() => localStorage.setItem('cloudfit:locale', 'zh-TW'));
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'admin');
  for (const screen of SCREENS.filter((each) => each.rows)) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await expect(page.getByTestId('list-row').first()).toBeVisible();
      const ranges = page.getByText(/^第 [\d,]+–[\d,]+ 筆，共 [\d,]+\+? 筆$/);
      await expect(ranges.first()).toBeVisible();
      for (const range of await ranges.all()) {
        // One line: no word of the range ("筆") left alone on the next.
        const lines = await range.evaluate((element) => {
          const text = document.createRange();
          text.selectNodeContents(element);
          return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `${screen.path}: "${await range.textContent()}"`).toBe(1);
        await range.scrollIntoViewIfNeeded();
        await expect(range).toBeInViewport({ ratio: 1 });
      }
    });
  }
});
