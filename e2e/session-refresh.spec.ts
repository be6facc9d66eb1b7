import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from '../playwright.config';
import { adminApi, api, firstCenter } from './admin-api';
import { expect, signInByApi, test } from './fixtures';

async function expiredTokenFor(staffToken: string): Promise<string> {
  const payload = JSON.parse(Buffer.from(staffToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    role: string;
  };
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: payload.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(payload.sub)
    .setIssuedAt(now - 1200)
    .setExpirationTime(now - 600)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

test.describe('session refresh', () => {
  test('starting from an expired access token, one refresh happens and the list shows', async ({ page }) => {
    const session = await signInByApi(page, 'admin');
    const expired = await expiredTokenFor(session.accessToken);
    await page.addInitScript((token) => localStorage.setItem('accessToken', token), expired);

    const refreshCalls: string[] = [];
    const unauthorized: string[] = [];
    page.on('request', (r) => r.url().endsWith('/jwt/refresh-token') && refreshCalls.push(r.url()));
    page.on('response', (r) => r.status() === 401 && unauthorized.push(r.url()));

    await page.goto('/member-list');
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(11);
    // The member list and the branch switcher both start with the expired token.
    expect(unauthorized.length).toBeGreaterThanOrEqual(1);
    expect(refreshCalls).toHaveLength(1);
    const stored = await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
    ]);
    expect(stored[0]).not.toBe(expired);
    expect(stored[1]).not.toBe(session.refreshToken);
  });

  test('when the refresh fails, the session is cleared and the user goes to the login screen', async ({
    page,
  }) => {
    const session = await signInByApi(page, 'admin');
    const expired = await expiredTokenFor(session.accessToken);
    await page.addInitScript((token) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('refreshToken', 'not-a-real-refresh-token');
    }, expired);

    await page.goto('/member-list');
    await expect(page).toHaveURL(/\/login\?reason=session-ended&redirect=%2Fmember-list$/);
    await expect(page.getByRole('heading', { name: 'Welcome to CloudFit' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your session ended. Sign in to continue.');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  test('an edit saved after the session ended is kept, and is back in the form after signing in', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list?q=M000002');
    await page.getByTestId('list-row').first().click();
    const notes = page.getByLabel('Notes');
    await expect(notes).toBeVisible();
    const memberUrl = page.url();
    await notes.fill('Knee injury: no jumping until January.');

    // The session ends under the user: the access token is refused and so is the refresh.
    await page.route('**/api/v1/members/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Expired' } } })
        : route.fallback(),
    );
    await page.route('**/api/v1/jwt/refresh-token', (route) =>
      route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Expired' } } }),
    );
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(/\/login\?reason=session-ended&redirect=/);
    await expect(page.getByRole('status')).toHaveText('Your session ended. Sign in to continue.');
    await page.unrouteAll();

    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(memberUrl);
    await expect(page.getByLabel('Notes')).toHaveValue('Knee injury: no jumping until January.');
    await expect(page.getByText(/Your unsaved changes from .* were kept/)).toBeVisible();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(/Your unsaved changes from/)).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Notes')).toHaveValue('Knee injury: no jumping until January.');
  });

  test('a sale refused by an ended session comes back whole after signing in: package, notes and the part payment', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/apps/member/2/membership/add');
    await page.getByRole('combobox', { name: 'Package' }).click();
    await page.getByRole('option', { name: /^10-Class Pass/ }).click();
    await page.getByLabel('Notes').fill('Pays the rest on Friday.');
    await page.getByRole('radio', { name: 'In part' }).check();
    await page.getByLabel('Amount').fill('1000');
    await page.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'Card' }).click();
    const formUrl = page.url();

    const sales: string[] = [];
    await page.route('**/api/v1/members/*/memberships', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Expired' } } })
        : route.fallback(),
    );
    await page.route('**/api/v1/jwt/refresh-token', (route) =>
      route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Expired' } } }),
    );
    await page.getByRole('button', { name: 'Sell membership' }).click();
    await expect(page).toHaveURL(/\/login\?reason=session-ended&redirect=/);
    await page.unrouteAll();

    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(formUrl);
    await expect(page.getByText(/Your unsaved changes from .* were kept/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Package' })).toContainText('10-Class Pass');
    await expect(page.getByLabel('Notes')).toHaveValue('Pays the rest on Friday.');
    await expect(page.getByRole('radio', { name: 'In part' })).toBeChecked();
    await expect(page.getByLabel('Amount')).toHaveValue('1000');
    await expect(page.getByRole('combobox', { name: 'Method' })).toHaveText('Card');

    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().endsWith('/memberships') && sales.push(r.postData() ?? ''),
    );
    await page.getByRole('button', { name: 'Sell membership' }).click();
    const done = page.getByTestId('sale-done');
    await expect(done.getByTestId('sale-invoice')).toContainText('Partly paid');
    expect(JSON.parse(sales[0] ?? '{}')).toMatchObject({
      notes: 'Pays the rest on Friday.',
      payment: { amount: 100_000, method: 'card' },
    });
  });

  test("an expense's edit kept when the session ended comes back in that expense only, never in the next one opened", async ({
    page,
  }) => {
    const caller = await adminApi(page);
    const center = await firstCenter(caller);
    const expense = (vendor: string, amount: number) =>
      api<{ id: number }>(caller, 'POST', 'expenditures', {
        spentOn: '2026-11-02',
        centerId: center.id,
        category: 'marketing',
        vendor: `${vendor} ${caller.uid}`,
        amount,
        method: 'transfer',
        note: null,
      });
    await expense('Flyers', 120_000);
    await expense('Towels', 980_000);
    await signInByApi(page, 'admin');
    await page.goto(`/expenditure?q=${caller.uid}`);
    const row = (vendor: string) =>
      page.getByTestId('list-row').filter({ hasText: `${vendor} ${caller.uid}` });
    const dialog = page.getByRole('dialog', { name: 'Edit expense' });
    await row('Flyers').click();
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1500');

    await page.route('**/api/v1/expenditures/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Expired' } } })
        : route.fallback(),
    );
    await page.route('**/api/v1/jwt/refresh-token', (route) =>
      route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Expired' } } }),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login\?reason=session-ended&redirect=/);
    await page.unrouteAll();
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/expenditure\?q=/);

    // The other expense's dialog shows that expense, not the values typed into the first one.
    await row('Towels').click();
    await expect(dialog.getByRole('textbox', { name: /^Vendor/ })).toHaveValue(`Towels ${caller.uid}`);
    await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue(/^9,?800$/);
    await expect(dialog.getByText(/Your unsaved changes from/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await row('Flyers').click();
    await expect(dialog.getByText(/Your unsaved changes from .* were kept/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue(/^1,?500$/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row('Flyers')).toContainText('1,500');
    await expect(row('Towels')).toContainText('9,800');
  });
});
