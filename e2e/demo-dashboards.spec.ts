import { expect, seriousViolations, signInByApi, test } from './fixtures';

test.describe('demo dashboards, calendar and cards', () => {
  test('both dashboards draw their charts from the API figures', async ({ page }) => {
    await signInByApi(page, 'developer');
    await page.goto('/dashboard/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics dashboard' })).toBeVisible();
    await expect(page.getByText('92.6K', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Subscribers gained: 28, 40, 36/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Completed tickets: 83%' })).toBeVisible();

    await page.goto('/dashboard/ecommerce');
    await expect(page.getByText('$4,055.56')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Earning: Jan 95, Feb 177/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: /Dixons/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Goal overview: 83%' })).toBeVisible();
  });

  test('calendar: a calendar filtered out hides its events; an added event is there after a reload', async ({
    page,
  }) => {
    await signInByApi(page, 'developer');
    await page.goto('/apps/calendar');
    await expect(page.getByText('Design Review')).toBeVisible();
    // Times as the app writes them in English, not FullCalendar's 24-hour "09:00".
    await expect(
      page.locator('.fc-daygrid-event', { hasText: 'Design Review' }).locator('.fc-event-time'),
    ).toHaveText(/^\d{1,2}:\d{2}\s[AP]M$/);
    await page.getByRole('checkbox', { name: 'Business' }).uncheck();
    await expect(page.getByText('Design Review')).toHaveCount(0);
    await expect(page.getByText('Dinner')).toBeVisible();
    await page.getByRole('checkbox', { name: 'View all' }).check();
    await expect(page.getByText('Design Review')).toBeVisible();

    const title = `Studio tour ${Date.now()}`;
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
    await page.getByRole('button', { name: 'Add event' }).click();
    const drawer = page.getByRole('form', { name: 'Add event' });
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(drawer.getByText('Enter an event title.')).toBeVisible();
    await drawer.getByLabel('Title').fill(title);
    await drawer.getByRole('combobox', { name: 'Calendar' }).click();
    await page.getByRole('option', { name: 'Family' }).click();
    await drawer.getByLabel(/^Start/).fill(`${day}T10:00`);
    await drawer.getByLabel(/^End/).fill(`${day}T11:30`);
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`Event “${title}” added.`)).toBeVisible();

    await page.reload();
    await expect(page.getByText(title)).toBeVisible();
    // The toolbar's words as the app's other buttons, in the screen's language (FullCalendar's are lower case).
    const toolbar = page.locator('.fc-header-toolbar');
    await expect(toolbar.getByRole('button')).toHaveText(['‹', '›', 'Today', 'Month', 'Week', 'Day', 'List']);
    await toolbar.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.locator('.fc-list-event-title', { hasText: title })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('cloudfit:locale', 'de'));
    await page.reload();
    await expect(toolbar.getByRole('button')).toHaveText([
      '‹',
      '›',
      'Heute',
      'Monat',
      'Woche',
      'Tag',
      'Liste',
    ]);
  });

  test('the five cards pages render, statistic and analytic cards with the API figures', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInByApi(page, 'developer');
    const pages = [
      { path: '/cards/basic', heading: 'Basic cards', shows: 'Simple card' },
      { path: '/cards/advance', heading: 'Advance cards', shows: 'Curtis Stone' },
      { path: '/cards/statistic', heading: 'Statistic cards', shows: '659.8K' },
      { path: '/cards/analytic', heading: 'Analytic cards', shows: '786,617' },
      { path: '/cards/action', heading: 'Action cards', shows: '$97.5K' },
    ];
    for (const { path, heading, shows } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText(shows, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Collapse card' }).click();
    await expect(page.getByRole('button', { name: 'Expand card' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Remove card' }).first().click();
    await expect(page.getByText('Cards removed: 1')).toBeVisible();
    await page.getByRole('button', { name: 'Restore cards' }).click();
    await expect(page.getByRole('heading', { name: 'Collapsible card' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('no serious accessibility violation; the front desk gets not-authorized', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, 'developer');
    for (const [path, ready] of [
      ['/dashboard/analytics', '92.6K'],
      ['/dashboard/ecommerce', '$4,055.56'],
      ['/apps/calendar', 'Design Review'],
      ['/cards/analytic', '786,617'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(ready, { exact: true })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }

    const client = await browser.newPage();
    await signInByApi(client, 'client');
    await client.goto('/dashboard/analytics');
    await expect(client).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
    await client.close();
  });
});
