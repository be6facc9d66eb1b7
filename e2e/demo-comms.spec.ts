import { expect, seriousViolations, signInByApi, test } from './fixtures';

test('an email starred in the inbox is listed under starred and opens there', async ({ page }) => {
  await signInByApi(page, 'developer');
  await page.goto('/apps/email');
  const inbox = page.getByRole('list', { name: 'Email' });
  const unstarred = inbox
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Star', exact: true }) })
    .first();
  const subject = (await unstarred.getByRole('checkbox').getAttribute('aria-label'))!.replace(/^Select /, '');
  const row = inbox.getByRole('listitem').filter({ hasText: subject });
  await row.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(row.getByRole('button', { name: 'Remove star' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Mailbox' })
    .getByRole('link', { name: /^Starred/ })
    .click();
  await expect(page).toHaveURL(/\/apps\/email\/starred$/);
  const starred = page
    .getByRole('list', { name: 'Email' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(starred).toHaveCount(1);
  await starred.getByRole('button', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
});

test('the bulk bar offers "Mark as read" for unread emails and "Mark as unread" for read ones', async ({
  page,
}) => {
  const { accessToken } = await signInByApi(page, 'developer');
  const answer = await page.request.get('/api/v1/apps/email/emails', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { emails } = (await answer.json()) as { emails: { subject: string; isRead: boolean }[] };
  const unread = emails.find((email) => !email.isRead)!.subject;
  const read = emails.find((email) => email.isRead)!.subject;
  await page.goto('/apps/email');
  const markRead = page.getByRole('button', { name: 'Mark as read' });
  const markUnread = page.getByRole('button', { name: 'Mark as unread' });
  await page.getByRole('checkbox', { name: `Select ${unread}` }).check();
  await expect(markRead).toBeVisible();
  await expect(markUnread).toHaveCount(0);
  await page.getByRole('checkbox', { name: `Select ${read}` }).check();
  await expect(markRead).toBeVisible();
  await expect(markUnread).toBeVisible();
  await markRead.click();
  await expect(markRead).toHaveCount(0);
  await expect(markUnread).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${read}` }).uncheck();
  await page.getByRole('checkbox', { name: `Select ${unread}` }).uncheck();
  await page.getByRole('list', { name: 'Email' }).getByRole('button', { name: unread }).click();
  await expect(page.getByRole('heading', { name: unread })).toBeVisible();
  await expect(markUnread).toBeVisible();
  await expect(markRead).toHaveCount(0);
});

test('a task added, then deleted, leaves the list and shows under deleted', async ({ page }) => {
  await signInByApi(page, 'developer');
  await page.goto('/apps/todo');
  const title = `Order new kettlebells ${Date.now()}`;
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const tasks = page.getByRole('list', { name: 'Todo' });
  await expect(tasks.getByText(title)).toBeVisible();

  await tasks.getByText(title).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(tasks.getByText(title)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Task lists' }).getByRole('link', { name: 'Deleted' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/deleted$/);
  await expect(tasks.getByText(title)).toBeVisible();
});

test('opening a chat with unseen messages clears its count; a sent message is still there after a reload', async ({
  page,
}) => {
  await signInByApi(page, 'developer');
  await page.goto('/apps/chat');
  const people = page.getByRole('navigation', { name: 'Chats and contacts' });
  // The chat is the signed-in developer's own (Devon Lin), not the template's John Doe.
  await expect(people.getByRole('button', { name: 'Your profile' })).toHaveText(/^DL/);
  const unseenChat = people
    .getByRole('button')
    .filter({ has: page.getByTestId('unseen-count') })
    .first();
  const name = (await unseenChat.locator('.MuiListItemText-primary').textContent()) ?? '';
  await expect(unseenChat.getByTestId('unseen-count')).toHaveText(/^[1-9]\d*$/);
  await unseenChat.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const chatRow = people.getByRole('button', { name: new RegExp(`^${name}`) }).first();
  await expect(chatRow.getByTestId('unseen-count')).toHaveCount(0);

  const message = `Class moved to room 2 (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
  const thread = page.getByRole('list', { name: `Messages with ${name}` });
  await expect(thread.getByText(message)).toBeVisible();

  await page.reload();
  await people
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(page.getByRole('list', { name: `Messages with ${name}` }).getByText(message)).toBeVisible();
  await expect(
    people
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .first()
      .getByTestId('unseen-count'),
  ).toHaveCount(0);
});

test('email, todo and chat have no serious accessibility violations; the front desk is not authorized', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByApi(page, 'developer');
  await page.goto('/apps/email');
  await expect(page.getByRole('list', { name: 'Email' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Compose' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Add at least one recipient.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/apps/todo');
  await expect(page.getByRole('list', { name: 'Todo' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/apps/chat');
  await expect(
    page.getByRole('navigation', { name: 'Chats and contacts' }).getByRole('button').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const frontDesk = await browser.newPage({ baseURL });
  await signInByApi(frontDesk, 'client');
  await frontDesk.goto('/apps/email');
  await expect(frontDesk).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
  await frontDesk.close();
});

test("the chat's search field shows its whole hint at desktop and tablet widths, in every language", async ({
  page,
}) => {
  await signInByApi(page, 'developer');
  await page.goto('/apps/chat');
  for (const locale of ['en', 'de', 'fr', 'pt', 'zh-TW']) {
    await page.evaluate((lng) => localStorage.setItem('cloudfit:locale', lng), locale);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The screen renders once its strings in that language are in.
    const search = page.locator('main nav input').first();
    await expect(search).toBeVisible();
    for (const width of [1440, 768]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return Math.ceil(context.measureText(input.placeholder).width - room);
      });
      expect({ width, locale, overflow: Math.max(0, overflow) }).toEqual({ width, locale, overflow: 0 });
    }
  }
});
