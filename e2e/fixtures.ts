import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  developer: { email: 'developer@demo.com', password: 'developer' },
} as const;
export type AccountRole = keyof typeof ACCOUNTS;

export interface LoginResult {
  userData: { role: string | null; fullName: string };
  accessToken: string;
  refreshToken: string;
}

/** Signs in through the API and puts the session where the app keeps it, before the page loads. */
export async function signInByApi(page: Page, role: AccountRole): Promise<LoginResult> {
  const response = await page.request.post('/api/v1/jwt/login', { data: ACCOUNTS[role] });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as LoginResult;
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    localStorage.setItem('userData', JSON.stringify(s.userData));
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
  }, session);
  return session;
}

export async function signInByForm(page: Page, role: AccountRole, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(ACCOUNTS[role].email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[role].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The studio menu: a navigation landmark named after the app. */
export const menu = (page: Page) => page.getByRole('navigation', { name: 'CloudFit' });

/**
 * Waits until nothing on the page is sliding or growing (a drawer opening, a menu group
 * expanding), so a tap lands on what it aims at. Endless animations (spinners) do not count.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast or dialog still fading in has blended colours, which axe reads as too little contrast:
  // let the transitions that end (not a spinner's endless one) finish first.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const test = base;
export { expect };
