import type { Page, Request } from '@playwright/test';
import { expect, menu, signInByApi, test } from './fixtures';

const REPORT_CODES = [
  'revenue',
  'attendance',
  'class-utilization',
  'membership-expiring',
  'new-members',
  'retention',
  'check-ins',
  'coupon-usage',
  'expenditure',
  'profit-and-loss',
];

/** A dotted lowercase word such as `members.columns.name`: an i18n key shown instead of its text. */
const RAW_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9_-]*)+$/;

interface Diagnostics {
  __cloudfit: {
    i18n: {
      options: {
        saveMissing: boolean;
        missingKeyHandler: (languages: readonly string[], namespace: string, key: string) => void;
      };
      changeLanguage(locale: string): Promise<unknown>;
    };
  };
  missingKeys: string[];
}

/** From now on, every translation asked for and not found (in any namespace) is recorded on the page. */
async function recordMissingKeys(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as Diagnostics;
    w.missingKeys = [];
    w.__cloudfit.i18n.options.saveMissing = true;
    w.__cloudfit.i18n.options.missingKeyHandler = (_languages, namespace, key) => {
      w.missingKeys.push(`${namespace}:${key}`);
    };
  });
}

/** A client-side navigation, as a menu link makes: the router follows the history, nothing reloads. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** How many of the page's requests are still unanswered: a screen has its data and code once none are. */
function countPendingRequests(page: Page): () => number {
  const pending = new Set<Request>();
  // The live event stream stays open as long as the page: it is never pending work.
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/events')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

async function rawKeysOnScreen(page: Page): Promise<string[]> {
  const texts = await page.locator('header, nav, main').allInnerTexts();
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => RAW_KEY.test(word.replace(/[,:;!?)(）（：，。]+$/, '')));
}

test('every studio and report screen shows translated text in German and Traditional Chinese', async ({
  page,
}) => {
  // About eighty screens, each opened and read twice: a walk, not one screen's test.
  test.setTimeout(180_000);
  const admin = await signInByApi(page, 'admin');
  const pendingRequests = countPendingRequests(page);
  const firstId = async (resource: string) => {
    const response = await page.request.get(`/api/v1/${resource}?perPage=1`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const [first] = ((await response.json()) as { items: { id: number }[] }).items;
    if (!first) throw new Error(`the seed has no ${resource}`);
    return first.id;
  };
  const screens = [
    '/member-list',
    '/apps/member/edit/1',
    '/apps/member/1/invoice/add',
    '/apps/member/1/membership/add',
    '/access-control',
    '/invoice',
    '/news-list',
    '/class-list',
    '/calendar',
    '/class-import',
    '/room-list',
    `/pt-detail/${await firstId('pt-sessions')}`,
    '/package-list',
    `/apps/cloudfit/package/${await firstId('packages')}`,
    '/product-list',
    '/coupon-list',
    '/center-list',
    '/staff-list',
    `/apps/staff/edit/${await firstId('staff')}`,
    '/expenditure',
    '/system-config',
    '/report-transacion',
    '/report-nonpay',
    '/report-personal-training',
    '/report',
    ...REPORT_CODES.map((code) => `/report/${code}`),
  ];

  await page.goto('/member-list');
  await expect(page.getByRole('heading', { name: 'Member List', level: 1 })).toBeVisible();
  await recordMissingKeys(page);

  // One switch changes the shell's menu and the mounted studio screen at once, without a reload.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Mitgliederliste', level: 1 })).toBeVisible();
  await expect(menu(page).getByText('Mitgliederverwaltung', { exact: true })).toBeVisible();

  for (const locale of ['de', 'zh-TW']) {
    await page.evaluate(
      (lng) => (window as unknown as Diagnostics).__cloudfit.i18n.changeLanguage(lng),
      locale,
    );
    for (const path of screens) {
      await navigateInApp(page, path);
      await expect(page.locator('main h1').first(), path).toBeVisible();
      await expect.poll(pendingRequests, { message: path }).toBe(0);
      expect({ locale, path, rawKeys: await rawKeysOnScreen(page) }).toEqual({ locale, path, rawKeys: [] });
    }
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(menu(page).getByText('會員管理', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => [...new Set((window as unknown as Diagnostics).missingKeys)])).toEqual([]);
});

test('only the language in use travels: English fetches no other language, German its own once, before the screen shows', async ({
  page,
}) => {
  const languageFiles: string[] = [];
  const requestedFiles: string[] = [];
  page.on('request', (request) => {
    const file = /\/i18n-([a-zA-Z-]+)\.[0-9a-f]+\.js$/.exec(request.url());
    if (!file) return;
    languageFiles.push(file[1]!);
    requestedFiles.push(new URL(request.url()).pathname);
  });
  await signInByApi(page, 'admin');
  await page.goto('/member-list');
  await expect(page.getByTestId('list-row')).toHaveCount(10);
  expect(languageFiles).toEqual([]);

  await page.evaluate(() => localStorage.setItem('cloudfit:locale', 'de'));
  const firstHeading = page.waitForFunction(() => document.querySelector('main h1, main h4')?.textContent);
  await page.reload();
  // The screen's first heading is already German: its strings came before it rendered.
  expect(await (await firstHeading).jsonValue()).toBe('Mitgliederliste');
  await expect(menu(page).getByText('Mitgliederverwaltung', { exact: true })).toBeVisible();
  expect(new Set(languageFiles)).toEqual(new Set(['de']));
  // The page's script started the shell's and the screen's German files; each app's code took
  // its file from there instead of asking again.
  expect(requestedFiles).toEqual(expect.arrayContaining([expect.stringMatching(/^\/i18n-de\./)]));
  expect(requestedFiles).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/remotes\/remote-studio\/i18n-de\./)]),
  );
  expect(new Set(requestedFiles).size).toBe(requestedFiles.length);
  await expect(page.locator('head > script[async][src^="/remotes/remote-studio/i18n-de."]')).toHaveCount(1);
});

test('a list search field shows its whole hint in every language', async ({ page }) => {
  await signInByApi(page, 'admin');
  /** How much of the hint does not fit: its drawn width against the field's room for text. */
  const hintOverflow = () =>
    page
      .getByRole('searchbox', { name: /./ })
      .first()
      .evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return Math.ceil(context.measureText(input.placeholder).width - room);
      });
  await page.goto('/member-list');
  for (const locale of ['en', 'de', 'fr', 'pt', 'zh-TW']) {
    await page.evaluate((lng) => localStorage.setItem('cloudfit:locale', lng), locale);
    for (const path of ['/member-list', '/invoice']) {
      await page.goto(path);
      await expect(page.getByTestId('list-row').first()).toBeVisible();
      expect({ locale, path, overflow: Math.max(0, await hintOverflow()) }).toEqual({
        locale,
        path,
        overflow: 0,
      });
    }
  }
});
