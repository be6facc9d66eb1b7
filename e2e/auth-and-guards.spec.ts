import { expect, menu, signInByApi, signInByForm, test } from './fixtures';

test.describe('sign-in and route guards', () => {
  test('a visitor opening the app lands on the login screen, and the loading overlay is gone', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmember-list$/);
    await expect(page.getByRole('heading', { name: 'Welcome to CloudFit' })).toBeVisible();
    await expect(page.locator('#loading-bg')).toBeHidden();
  });

  test('empty and invalid sign-in show field messages and the server message, and keep the typed email', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();

    await page.getByLabel('Email').fill('nobody-e2e@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email or Password is Invalid');
    await expect(page.getByLabel('Email')).toHaveValue('nobody-e2e@demo.com');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('admin signs in and lands on the member list; the footer shows the client version', async ({
    page,
  }) => {
    await signInByForm(page, 'admin');
    await expect(page).toHaveURL(/\/member-list$/);
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await expect(page.getByTestId('client-version')).toHaveText('Version 1.2.77.0919');
  });

  test('the front desk signs in and lands on access control', async ({ page }) => {
    await signInByForm(page, 'client');
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(page.getByRole('heading', { name: 'Access control' })).toBeVisible();
  });

  test('sign-in returns to the page the visitor asked for', async ({ page }) => {
    await page.goto('/member-list?q=Chang');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/member-list\?q=Chang$/);
  });

  test('login, register and forgot-password send a signed-in user home by role', async ({ page }) => {
    await signInByApi(page, 'client');
    for (const path of ['/login', '/pages/authentication/login-v1', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/access-control$/);
    }
  });

  test('a signed-in admin is sent from login to the member list', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/member-list$/);
  });

  test('the front desk opening staff or reports gets not-authorized, inside no studio layout', async ({
    page,
  }) => {
    await signInByApi(page, 'client');
    await page.goto('/staff-list');
    await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
    await page.goto('/report-nonpay');
    await expect(page).toHaveURL(/not-authorized$/);
  });

  test('an unknown path and an unknown email folder go to error-404', async ({ page }) => {
    await signInByApi(page, 'developer');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/apps/email/junk');
    await expect(page).toHaveURL(/\/error-404$/);
    await page.goto('/apps/email/spam');
    await expect(page).toHaveURL(/\/apps\/email\/spam$/);
  });

  test('an account with no role cannot get in', async ({ page }) => {
    const suffix = Date.now();
    const account = {
      username: `norole${suffix}`,
      email: `norole${suffix}@demo.com`,
      password: 'a-long-password',
    };
    expect((await page.request.post('/api/v1/jwt/register', { data: account })).ok()).toBe(true);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('has no role');
    await page.goto('/member-list');
    await expect(page).toHaveURL(/\/login/);
  });

  test('sign-out revokes the refresh token and returns to the login screen', async ({ page }) => {
    const session = await signInByApi(page, 'admin');
    await page.goto('/member-list');
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/v1/jwt/logout'));
    await page.getByRole('button', { name: /^John Doe/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await logout;
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    const refresh = await page.request.post('/api/v1/jwt/refresh-token', {
      data: { refreshToken: session.refreshToken },
    });
    expect(refresh.status()).toBe(401);
    await page.goto('/member-list');
    await expect(page).toHaveURL(/\/login/);
    await expect(menu(page)).toHaveCount(0);
  });
});
