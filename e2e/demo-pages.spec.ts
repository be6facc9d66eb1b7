import { uniqueId } from './admin-api';
import { expect, seriousViolations, signInByApi, test } from './fixtures';

test.describe('demo template pages', () => {
  test('pricing switches between the monthly and annual prices; the front desk is not authorized', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, 'developer');
    await page.goto('/pages/pricing');
    const standard = page.getByTestId('plan-standard');
    const enterprise = page.getByTestId('plan-enterprise');
    await expect(standard.getByTestId('plan-price')).toHaveText('$49');
    await expect(enterprise.getByTestId('plan-price')).toHaveText('$99');
    await expect(page.getByTestId('plan-basic').getByTestId('plan-price')).toHaveText('$0');
    expect(await seriousViolations(page)).toEqual([]);

    const annual = page.getByRole('switch', { name: 'Bill annually' });
    await annual.check();
    await expect(standard.getByTestId('plan-price')).toHaveText('$40');
    await expect(standard.getByTestId('plan-billed')).toHaveText('billed $480 annually');
    await expect(enterprise.getByTestId('plan-price')).toHaveText('$80');
    await expect(enterprise.getByTestId('plan-billed')).toHaveText('billed $960 annually');

    await annual.uncheck();
    await expect(standard.getByTestId('plan-price')).toHaveText('$49');
    await expect(enterprise.getByTestId('plan-price')).toHaveText('$99');
    await expect(standard.getByTestId('plan-billed')).toBeEmpty();

    const frontDesk = await browser.newPage();
    await signInByApi(frontDesk, 'client');
    await frontDesk.goto('/pages/pricing');
    await expect(frontDesk).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
    await frontDesk.close();
  });

  test('a knowledge-base question opens by its slug; an unknown slug shows not-found', async ({ page }) => {
    await signInByApi(page, 'developer');
    await page.goto('/pages/knowledge-base');
    await page.getByLabel('Search the knowledge base').fill('api');
    await expect(page.getByRole('heading', { name: 'Sales Automation' })).toBeHidden();
    await page.getByRole('link', { name: /API Questions/ }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/api-questions$/);

    await page.getByRole('link', { name: 'What are the API rate limits?' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/api-questions\/api-rate-limits$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What are the API rate limits?' }),
    ).toBeVisible();
    await expect(page.getByText(/100 requests per ten seconds/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/pages/knowledge-base/api-questions/no-such-question');
    await expect(page.getByRole('heading', { name: 'Question not found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to the knowledge base' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base$/);
    await expect(page.getByRole('heading', { name: 'Personalization' })).toBeVisible();
  });

  test('account settings: a company and a notification flag survive a reload; the profile loads more posts', async ({
    page,
  }) => {
    await signInByApi(page, 'developer');
    await page.goto('/pages/account-setting');
    const company = `Studio ${uniqueId()}`;
    await page.getByLabel('Company').fill(company);
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email').fill('john@example.com');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const followMe = page.getByRole('switch', { name: 'Someone follows me' });
    const wasOn = await followMe.isChecked();
    await followMe.setChecked(!wasOn);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your changes were saved.' }).last(),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Company')).toHaveValue(company);
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: 'Someone follows me' })).toBeChecked({ checked: !wasOn });

    await page.goto('/pages/profile');
    await expect(page.getByTestId('profile-post')).toHaveCount(3);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByTestId('profile-post')).toHaveCount(6);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('FAQ search lives in ?q; a blog edit survives a reload and shows on the detail and list', async ({
    page,
  }) => {
    await signInByApi(page, 'developer');
    await page.goto('/pages/faq');
    await page.getByLabel('Search the FAQ').fill('warranty');
    await expect(page).toHaveURL(/\/pages\/faq\?q=warranty$/);
    await expect(page.getByRole('button', { name: 'Where can I find warranty information?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Can I cancel my order?' })).toBeHidden();
    await page.getByRole('button', { name: 'Where can I find warranty information?' }).click();
    await expect(page.getByText(/proof of purchase/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/pages/blog/edit/3');
    const title = `Facts that stick ${uniqueId()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Slug').fill('Not A Slug');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('Use lowercase letters, digits and single dashes in the slug.'),
    ).toBeVisible();
    await page.getByLabel('Slug').fill('facts-that-stick');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The post was saved.' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Slug')).toHaveValue('facts-that-stick');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto('/pages/blog/list');
    await expect(page.getByRole('article').getByRole('link', { name: title, exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
