import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInByApi, test } from './fixtures';

/** Client-side navigation, as a menu click does: the shell and the remote stay loaded. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Each gallery page: its path, its h1 and something only its working content shows. */
const PAGES: { path: string; title: string; shows: (page: Page) => Promise<void> }[] = [
  {
    path: '/components',
    title: 'Components',
    shows: (page) => expect(page.getByText('The class schedule was published.')).toBeVisible(),
  },
  {
    path: '/extensions',
    title: 'Extensions',
    shows: (page) =>
      expect(page.getByRole('list', { name: 'Workout order' }).getByRole('listitem')).toHaveCount(5),
  },
  {
    path: '/ui/typography',
    title: 'Typography',
    shows: (page) => expect(page.getByText('Heading level 1')).toBeVisible(),
  },
  {
    path: '/ui/colors',
    title: 'Colours',
    shows: (page) => expect(page.getByText('primary.main')).toBeVisible(),
  },
  {
    path: '/ui/feather',
    title: 'Icons',
    shows: (page) =>
      expect(page.getByRole('button', { name: 'FitnessCenterOutlined', exact: true })).toBeVisible(),
  },
  {
    path: '/page-layouts',
    title: 'Page layouts',
    shows: (page) => expect(page.getByRole('group', { name: 'Navbar' })).toBeVisible(),
  },
  {
    path: '/charts-and-maps',
    title: 'Charts and maps',
    shows: async (page) => {
      const map = page.getByRole('group', { name: 'World map of members by country' });
      await expect(map.getByRole('img')).toHaveCount(12);
      await expect(map.getByRole('img', { name: 'Taiwan: 1,840 members' })).toBeVisible();
      await expect(
        page.getByText('New members rose every month, from 120 in January to 310 in June.'),
      ).toBeVisible();
    },
  },
  {
    path: '/forms/form-element',
    title: 'Form elements',
    shows: (page) => expect(page.getByRole('textbox', { name: 'Outlined' })).toBeVisible(),
  },
  {
    path: '/forms/form-layout',
    title: 'Form layout',
    shows: (page) => expect(page.getByRole('form', { name: 'Multiple columns' })).toBeVisible(),
  },
  {
    path: '/forms/form-wizard',
    title: 'Form wizard',
    shows: (page) => expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible(),
  },
  {
    path: '/forms/form-validation',
    title: 'Form validation',
    shows: (page) => expect(page.getByRole('form', { name: 'Sign-up form' })).toBeVisible(),
  },
  {
    path: '/forms/form-repeater',
    title: 'Form repeater',
    shows: async (page) => {
      await page.getByRole('button', { name: 'Add line' }).click();
      await expect(page.getByRole('group', { name: /^Line \d$/ })).toHaveCount(2);
      await expect(page.getByText('Total: €48.00')).toBeVisible();
    },
  },
  {
    path: '/tables',
    title: 'Tables',
    shows: (page) =>
      expect(page.getByRole('table', { name: 'Membership plans' }).getByRole('row')).toHaveCount(7),
  },
  {
    path: '/tables?tab=basic',
    title: 'Tables',
    shows: (page) => expect(page.getByRole('table', { name: 'Basic' }).locator('tbody tr')).toHaveCount(10),
  },
  {
    path: '/tables?tab=rowGroup',
    title: 'Tables',
    shows: (page) =>
      expect(page.getByRole('table', { name: 'Row group' }).locator('tbody tr')).toHaveCount(108),
  },
  {
    path: '/tables?tab=advanced',
    title: 'Tables',
    shows: (page) => expect(page.getByText('100 employees match')).toBeVisible(),
  },
];

test.describe('UI gallery and good-table pages', () => {
  test('every gallery page renders its heading and working content without a page error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInByApi(page, 'developer');
    await page.goto('/components');
    for (const { path, title, shows } of PAGES) {
      await navigate(page, path);
      await expect(heading(page, title)).toBeVisible();
      await shows(page);
    }
    expect(errors).toEqual([]);
  });

  test('the server-side table pages, sorts and searches through table_ssr, with its state in the URL', async ({
    page,
  }) => {
    const { accessToken } = await signInByApi(page, 'developer');
    const everyone = await page.request.get('/api/v1/good-table/basic', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const [sample] = (await everyone.json()) as { fullName: string }[];
    const lastName = sample!.fullName.split(' ')[1]!;
    const table = page.getByRole('table', { name: 'Server side' });
    const rows = table.locator('tbody tr');
    const ssrRequest = (check: (params: URLSearchParams) => boolean) =>
      page.waitForRequest((request) => {
        const url = new URL(request.url());
        return url.pathname === '/api/v1/good-table/table_ssr' && check(url.searchParams);
      });

    await page.goto('/tables?tab=ssr');
    await expect(rows).toHaveCount(10);
    const firstPage = await rows.first().textContent();

    const nextPage = ssrRequest((params) => params.get('page') === '2');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await nextPage;
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows.first()).not.toHaveText(firstPage ?? '');

    const bySalary = ssrRequest(
      (params) => params.get('sortBy') === 'salary' && params.get('sortDesc') === 'true',
    );
    await table.getByRole('button', { name: 'Salary' }).click();
    await table.getByRole('button', { name: 'Salary' }).click();
    await bySalary;
    await expect(page).toHaveURL(/sortBy=salary&sortDesc=true/);
    await expect(table.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const salaries = (await rows.locator('td:nth-child(5)').allTextContents()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));

    const searched = ssrRequest((params) => params.get('q') === lastName && params.get('page') === '1');
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await searched;
    await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
    await expect(rows.filter({ hasText: sample!.fullName })).toHaveCount(1);
    for (const text of await rows.allTextContents())
      expect(text.toLowerCase()).toContain(lastName.toLowerCase());

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(lastName);
    await expect(rows.filter({ hasText: sample!.fullName })).toHaveCount(1);
  });

  test('the wizard refuses Next on an empty step and ends with a summary', async ({ page }) => {
    await signInByApi(page, 'developer');
    await page.goto('/forms/form-wizard');
    const next = page.getByRole('button', { name: 'Next' });

    await next.click();
    await expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('ana.costa');
    await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('long-enough-2');
    await next.click();
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
    await page.getByLabel('Confirm password').fill('long-enough-1');
    await next.click();

    await expect(page.getByRole('heading', { name: 'Step 2 of 4: Personal' })).toBeVisible();
    await next.click();
    await expect(page.getByText('Enter a first name.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Step 2 of 4: Personal' })).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Costa');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Portugal' }).click();
    await next.click();

    await expect(page.getByRole('heading', { name: 'Step 3 of 4: Address' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Address' }).fill('Rua Augusta 10');
    await page.getByRole('textbox', { name: 'City' }).fill('Lisboa');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('1100-048');
    await next.click();

    await expect(page.getByRole('heading', { name: 'Step 4 of 4: Social links' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Facebook' }).fill('not a link');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter a web address that starts with http:// or https://.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Facebook' }).fill('https://facebook.com/ana');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('All four steps are complete.')).toBeVisible();
    const summary = page.getByRole('definition');
    await expect(summary.filter({ hasText: 'ana.costa' })).toHaveCount(1);
    await expect(summary.filter({ hasText: 'Portugal' })).toHaveCount(1);
    await expect(summary.filter({ hasText: 'https://facebook.com/ana' })).toHaveCount(1);
  });

  test('has no serious accessibility violations, and the client role is not authorized', async ({
    page,
    browser,
  }) => {
    // One axe pass per gallery page, a dozen in all: on a busy machine that outlasts one test's minute.
    test.setTimeout(150_000);
    await signInByApi(page, 'developer');
    await page.goto('/components');
    const ssr = {
      path: '/tables?tab=ssr',
      title: 'Tables',
      shows: (page: Page) =>
        expect(page.getByRole('table', { name: 'Server side' }).locator('tbody tr')).toHaveCount(10),
    };
    // The basic, row-group and advanced tabs are the same table as the server-side one: one axe pass covers them.
    const screens = [...PAGES.filter(({ path }) => !path.startsWith('/tables?')), ssr];
    for (const { path, title, shows } of screens) {
      await navigate(page, path);
      await expect(heading(page, title)).toBeVisible();
      await shows(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }

    const clientPage = await browser.newPage();
    await signInByApi(clientPage, 'client');
    await clientPage.goto('/components');
    await expect(clientPage).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
    await expect(clientPage.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
    await clientPage.close();
  });
});
