import { expect, seriousViolations, signInByApi, test } from './fixtures';

test.describe('accessibility', () => {
  test('the login screen has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome to CloudFit' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the member list has no serious or critical axe violations', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/member-list');
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the front desk has no serious or critical axe violations', async ({ page }) => {
    await signInByApi(page, 'client');
    // The desk's branch, which the desk is asked once per device.
    await page.addInitScript(() => localStorage.setItem('cloudfit:deskCenterId', '1'));
    await page.goto('/access-control?member=M000001');
    await expect(page.getByTestId('desk-member')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Today’s check-ins' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the signature pad has no serious or critical axe violations', async ({ page }) => {
    const admin = await signInByApi(page, 'admin');
    const response = await page.request.post('/api/v1/signature-requests', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: {
        kind: 'waiver',
        memberId: 1,
        referenceId: null,
        text: 'I take part at my own risk.',
        locale: 'en',
      },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    await page.goto(`/epad/${id}`);
    await expect(page.getByRole('heading', { name: 'Waiver' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a PT session’s outlined warning button (no-show) has no serious or critical axe violations', async ({
    page,
  }) => {
    const admin = await signInByApi(page, 'admin');
    const response = await page.request.get(
      '/api/v1/pt-sessions?status=scheduled&sortBy=startsAt&sortDesc=true',
      {
        headers: { authorization: `Bearer ${admin.accessToken}` },
      },
    );
    const { items } = (await response.json()) as { items: { id: number }[] };
    await page.goto(`/pt-detail/${items[0]!.id}`);
    await expect(page.getByRole('button', { name: 'No-show' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('buttons in every palette colour, outlined and as text, have no serious or critical axe violations', async ({
    page,
  }) => {
    await signInByApi(page, 'developer');
    await page.goto('/components');
    for (const colour of ['Secondary', 'Warning', 'Info']) {
      // Contained, outlined and text: the gallery leaves out a colour that is not readable.
      await expect(page.getByRole('button', { name: colour, exact: true })).toHaveCount(3);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sign-in works with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('admin@demo.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('admin');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member-list$/);
  });
});
