import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Presses Tab until `target` has the focus, as a keyboard user would, and says how many it took. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${most} Tabs did not reach ${target}`);
}

const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}:${active.textContent?.trim().slice(0, 40)}` : null;
  });

test('keyboard only: sign in, find a member, edit and save, open a report, with the focus where the work is', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('admin@demo.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin');
  await page.keyboard.press('Enter');

  // After signing in, the new screen's heading has the focus, not the page's body.
  const listHeading = page.getByRole('heading', { name: 'Member List', level: 1 });
  await expect(listHeading).toBeFocused();
  const search = page.getByRole('searchbox', { name: 'Search' });
  expect(await tabTo(page, search)).toBeLessThanOrEqual(3);
  await page.keyboard.type('M000003');
  const row = page.getByTestId('list-row');
  await expect(row).toHaveCount(1);
  await tabTo(page, row);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const notes = page.getByLabel('Notes');
  await tabTo(page, notes, 80);
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Prefers morning classes.');
  const save = page.getByRole('button', { name: 'Save profile' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Profile saved.')).toBeVisible();
  // Saving keeps the focus on Save, not on the page's body.
  await expect(save).toBeFocused();

  // The navbar's search opens a report from the keyboard; focus lands on its heading.
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await page.keyboard.type('transactions');
  await expect(page.getByRole('option').first()).toContainText('Transactions');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeFocused();
  expect(await focusedElement(page)).toContain('h1');
});

test('the skip link is the first Tab stop and takes the focus to the screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.com');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Member List', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('list-row')).toHaveCount(10);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Member List', level: 1 })).toBeFocused();
});
