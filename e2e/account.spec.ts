import type { Page } from '@playwright/test';
import { adminApi, api, uniqueId } from './admin-api';
import { expect, menu, seriousViolations, signInByApi, test } from './fixtures';

/** A front-desk account of the test's own, signed in on the page: its password can change freely. */
async function signInAsNewStaff(page: Page, password = 'first-password') {
  const admin = await adminApi(page);
  const uid = uniqueId();
  const email = `account-${uid}@demo.com`;
  await api(admin, 'POST', 'staff', {
    email,
    username: `account-${uid}`,
    fullName: `Dana ${uid}`,
    role: 'client',
    centerIds: [1],
    isTrainer: false,
    active: true,
    password,
  });
  const login = await page.request.post('/api/v1/jwt/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const session = await login.json();
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    localStorage.setItem('userData', JSON.stringify(s.userData));
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
  }, session);
  return { email, uid, fullName: `Dana ${uid}`, refreshToken: session.refreshToken as string };
}

const userMenu = (page: Page) => page.locator('header').getByTitle('Account');

/** Whether two boxes overlap. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the signed-in staff member’s own account', () => {
  test('the sign-in page switches language, remembers it, and the back office opens in it', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Willkommen bei CloudFit' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Willkommen bei CloudFit' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveText('Deutsch');

    await page.getByLabel('E-Mail').fill('admin@demo.com');
    await page.getByLabel('Passwort', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mitgliederliste' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('My profile edits the own name and phone; the toast keeps clear of the navbar on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const staff = await signInAsNewStaff(page);
    await page.goto('/access-control');
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    // The signed-in person, not the template's sample account.
    const main = page.locator('#main-content');
    await expect(main.getByText(staff.email)).toBeVisible();
    await expect(main.getByText('Front desk')).toBeVisible();

    await page.getByLabel('Full name').fill(`Dana Lee ${staff.uid}`);
    await page.getByLabel('Phone').fill('0912 345 678');
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Profile saved.' });
    await expect(toast).toBeVisible();
    const navbar = await page.locator('header').boundingBox();
    expect(overlap((await toast.boundingBox())!, navbar!)).toBe(false);

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue(`Dana Lee ${staff.uid}`);
    await expect(page.getByLabel('Phone')).toHaveValue('0912 345 678');
  });

  test('Change password refuses a wrong current password, then changes it and keeps this session only', async ({
    page,
  }) => {
    const staff = await signInAsNewStaff(page);
    const otherDevice = await page.request.post('/api/v1/jwt/login', {
      data: { email: staff.email, password: 'first-password' },
    });
    const otherRefreshToken = (await otherDevice.json()).refreshToken as string;
    await page.goto('/access-control');
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

    const current = page.getByLabel('Current password');
    const next = page.getByRole('textbox', { name: 'New password', exact: true });
    const again = page.getByLabel('Repeat the new password');
    await current.fill('not-my-password');
    await next.fill('second-password');
    await again.fill('second-passwort');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();

    await again.fill('second-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not right.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill('first-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
    await expect(current).toHaveValue('');

    // This session goes on; the other device's is over; the new password signs in.
    await page.goto('/access-control');
    await expect(userMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/access-control/);
    const refused = await page.request.post('/api/v1/jwt/refresh-token', {
      data: { refreshToken: otherRefreshToken },
    });
    expect(refused.status()).toBe(401);
    const login = await page.request.post('/api/v1/jwt/login', {
      data: { email: staff.email, password: 'second-password' },
    });
    expect(login.status()).toBe(200);
  });

  test('a member opened from the list keeps Member List highlighted in the menu', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/apps/member/edit/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Member List' })).toHaveClass(/\bactive\b/);
    await expect(menu(page).getByRole('link', { name: 'Invoices' })).not.toHaveClass(/\bactive\b/);
  });

  test('a new member’s birthday calendar opens on the years, 30 years back', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await page.getByRole('button', { name: 'New member' }).click();
    const dialog = page.getByRole('dialog', { name: 'New member' });
    await dialog.getByRole('button', { name: /choose date/i }).click();
    const year = String(new Date().getFullYear() - 30);
    await expect(page.getByRole('radio', { name: year })).toBeVisible();
  });

  for (const width of [1440, 768, 390]) {
    test(`sign-in, My profile and Change password at ${width} px: no serious axe violations`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 1000 });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome to CloudFit' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`login-${width}.png`), fullPage: true });

      await signInAsNewStaff(page);
      for (const [path, title] of [
        ['/account/profile', 'My profile'],
        ['/account/password', 'Change password'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(
          page.getByRole('button', { name: title === 'My profile' ? 'Save' : title }),
        ).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(`${path.split('/')[2]}-${width}.png`),
          fullPage: true,
        });
        // Nothing runs off the side of a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe('menu labels', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`every studio menu entry opens a screen titled as the entry (${locale})`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('cloudfit:locale', l), locale);
      await signInByApi(page, 'admin');
      await page.goto('/member-list');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Every group open, then each studio entry (not the template's demo) in turn.
      const closed = menu(page).locator('button[aria-expanded="false"]');
      while ((await closed.count()) > 0) await closed.first().click();
      const entries = await menu(page)
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => ({
            label: link.textContent?.trim() ?? '',
            href: link.getAttribute('href') ?? '',
          })),
        );
      const studio = entries.filter(
        ({ href }) =>
          !/^\/(apps|pages|cards|dashboard|ui|forms|components|extensions|page-layouts|charts)/.test(href),
      );
      expect(studio.length).toBeGreaterThan(15);
      const mismatches: string[] = [];
      for (const { label, href } of studio) {
        await menu(page).locator(`a[href="${href}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`));
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading).toBeVisible();
        await expect(heading)
          .toHaveText(label, { timeout: 3_000 })
          .catch(() => undefined);
        const title = (await heading.textContent())?.trim();
        if (title !== label) mismatches.push(`${href}: menu “${label}”, screen “${title}”`);
      }
      expect(mismatches).toEqual([]);
    });
  }
});
