import type { Page } from '@playwright/test';
import { type ApiCaller, adminApi, api, uniqueId } from './admin-api';
import { ACCOUNTS, expect, seriousViolations, test } from './fixtures';

/** The newest mail the server's outbox holds for this address, read as an admin through the API. */
async function latestMailTo(admin: ApiCaller, email: string): Promise<{ subject: string; text: string }> {
  const { items } = await api<{ items: { to: string; subject: string; text: string }[] }>(
    admin,
    'GET',
    'outbox',
  );
  const mail = items.find((item) => item.to === email);
  expect(mail, `a mail to ${email} in the outbox`).toBeDefined();
  return mail!;
}

async function signIn(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('register', () => {
  test('creates an account without a role, which signs in only to be told an administrator must give it access', async ({
    page,
  }) => {
    const id = uniqueId();
    const account = { username: `reg${id}`, email: `reg${id}@e2e.test`, password: 'register-password' };
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your username.')).toBeVisible();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();

    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('an administrator must give it access');

    await page.goto('/pages/authentication/register-v2');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This email is already in use.')).toBeVisible();
    await expect(page.getByText('This username is already in use.')).toBeVisible();

    await signIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toContainText('an administrator must give it access');
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** A client account named Reset Tester with the password `old-password`; returns the admin's API context. */
async function staffToReset(page: Page, username: string, email: string) {
  const admin = await adminApi(page);
  await api(admin, 'POST', 'staff', {
    username,
    email,
    fullName: 'Reset Tester',
    role: 'client',
    centerIds: [1],
    isTrainer: false,
    active: true,
    password: 'old-password',
  });
  return admin;
}

test.describe('forgot and reset password', () => {
  test('a mailed single-use link sets a new password; the old one and a second use are refused', async ({
    page,
  }) => {
    const id = uniqueId();
    const email = `reset${id}@e2e.test`;
    const admin = await staffToReset(page, `reset${id}`, email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account uses ${email}`);

    const mail = await latestMailTo(admin, email);
    expect(mail.subject).toBe('Reset your CloudFit password');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    const resetPath = `${link.pathname}${link.search}`;

    await page.goto(resetPath);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password is changed');

    await signIn(page, email, 'old-password');
    await expect(page.getByRole('alert')).toContainText('Email or Password is Invalid');
    await signIn(page, email, 'brand-new-password');
    await expect(page).toHaveURL(/\/access-control$/);

    await page.evaluate(() => localStorage.clear());
    await page.goto(resetPath);
    await page.getByLabel('New password', { exact: true }).fill('third-password');
    await page.getByLabel('Confirm new password').fill('third-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');
  });

  test('sends the reset mail in the language the page is shown in', async ({ page }) => {
    const id = uniqueId();
    const email = `reset-de${id}@e2e.test`;
    const admin = await staffToReset(page, `resetde${id}`, email);
    await page.addInitScript(() => localStorage.setItem('cloudfit:locale', 'de'));

    await page.goto('/forgot-password');
    await page.getByLabel('E-Mail').fill(email);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('status')).toContainText(email);

    const mail = await latestMailTo(admin, email);
    expect(mail.subject).toBe('Ihr CloudFit-Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo Reset Tester,');
  });

  test('answers an unknown email as a known one', async ({ page }) => {
    await page.goto('/pages/authentication/forgot-password-v2');
    await page.getByLabel('Email').fill(`nobody${uniqueId()}@e2e.test`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('a reset link is on its way');
  });
});

test.describe('miscellaneous pages', () => {
  test('coming soon checks the notify-me email', async ({ page }) => {
    await page.goto('/pages/miscellaneous/coming-soon');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email').fill('member@e2e.test');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status')).toContainText('member@e2e.test');
  });

  test('/login2 signs in with the same form', async ({ page }) => {
    await signIn(page, ACCOUNTS.client.email, ACCOUNTS.client.password, '/login2');
    await expect(page).toHaveURL(/\/access-control$/);
  });
});

test.describe('accessibility of the auth pages', () => {
  const pages = [
    '/login2',
    '/register',
    '/pages/authentication/register-v2',
    '/forgot-password',
    '/pages/authentication/forgot-password-v2',
    '/pages/authentication/reset-password-v1?token=x',
    '/pages/authentication/reset-password-v2?token=x',
    '/pages/miscellaneous/coming-soon',
    '/pages/miscellaneous/under-maintenance',
  ];
  // The dark skin changes colours only: one page of each layout (card, illustration, miscellaneous).
  const darkSkinPages = ['/login2', '/pages/authentication/register-v2', '/pages/miscellaneous/coming-soon'];
  for (const skin of ['light', 'dark'] as const) {
    test(`the auth pages have no serious or critical axe violations in the ${skin} skin`, async ({
      page,
    }) => {
      await page.addInitScript(
        (layout) => localStorage.setItem('cloudfit:layout', layout),
        JSON.stringify({ skin }),
      );
      for (const path of skin === 'light' ? pages : darkSkinPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  }
});
