import { type BrowserContext, chromium, type Page } from '@playwright/test';
import {
  type ApiCaller,
  adminApi,
  api,
  call,
  createMember,
  firstCenter,
  sellPackage,
  signWaiver,
  type TestMember,
} from './admin-api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { ACCOUNTS, expect, type LoginResult, seriousViolations, test } from './fixtures';

/**
 * The desk without the server: the shell and the check-in screen come from the service worker,
 * members from the door list kept on the device, and the check-ins made meanwhile reach the server
 * afterwards with their own times, the browser restarted in between. A real browser profile on disk
 * (a persistent context) keeps IndexedDB and the worker across the restart.
 */

/** The door refuses outside opening hours and this test runs at any hour: the branches keep none. */
async function keepBranchesOpen(admin: ApiCaller) {
  type Row = { id: number; name: string; code: string; address: string; phone: string; timezone: string };
  const centers = await api<{ items: (Row & { openingHours: unknown[]; version: number })[] }>(
    admin,
    'GET',
    'centers?active=true',
  );
  for (const { id, name, code, address, phone, timezone, version, openingHours } of centers.items) {
    if (openingHours.length === 0) continue;
    const response = await call(admin, 'PUT', `centers/${id}`, {
      ...{ name, code, address, phone, timezone, version },
      openingHours: [],
      active: true,
    });
    expect([200, 409], await response.text()).toContain(response.status());
  }
}

function openDesk(profileDir: string, baseURL: string, offline: boolean): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    offline,
    serviceWorkers: 'allow',
    viewport: { width: 768, height: 1024 },
  });
}

async function checkIn(page: Page, typed: string, expected: RegExp) {
  const field = page.getByTestId('desk-scan');
  await field.fill(typed);
  await field.press('Enter');
  await page.getByTestId('desk-member').getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByTestId('check-in-outcome')).toContainText(expected);
}

interface CheckInRow {
  memberId: number;
  at: string;
  allowed: boolean;
  reason: string | null;
  syncedAt: string | null;
  needsReview: boolean;
}

test('the desk checks in offline, across a browser restart, and the server takes every check-in afterwards', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await adminApi(page);
  await keepBranchesOpen(admin);
  const center = await firstCenter(admin);
  const profile = await api<{ timeZone: string }>(admin, 'GET', 'settings/profile');
  const studioDay = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: profile.timeZone }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  const phone = `09${String(Date.now()).slice(-8)}`;
  const person = (firstName: string, more: { phone?: string } = {}) =>
    createMember(admin, { firstName, lastName: `Offline${admin.uid}`, homeCenterId: center.id, ...more });
  const members: Record<'byNumber' | 'byName' | 'byPhone' | 'frozenBefore' | 'frozenMeanwhile', TestMember> =
    {
      byNumber: await person('Ana'),
      byName: await person('Ben'),
      byPhone: await person('Cai', { phone }),
      frozenBefore: await person('Dee'),
      frozenMeanwhile: await person('Eli'),
    };
  const sold: Record<string, { id: number; version: number }> = {};
  for (const [key, member] of Object.entries(members)) {
    sold[key] = (await sellPackage(admin, member.id, {
      kind: 'time',
      startDate: studioDay(-3),
      centerId: center.id,
    })) as unknown as { id: number; version: number };
    await signWaiver(admin, member.id, member.name);
  }
  const freeze = (key: string) =>
    api(admin, 'POST', `memberships/${sold[key]!.id}/freeze`, {
      fromDate: studioDay(0),
      toDate: studioDay(10),
      reason: 'Travelling',
      version: sold[key]!.version,
    });
  await freeze('frozenBefore');

  const login = await page.request.post('/api/v1/jwt/login', { data: ACCOUNTS.client });
  const session = (await login.json()) as LoginResult;
  const profileDir = testInfo.outputPath('desk-browser');
  let desk = await openDesk(profileDir, baseURL!, false);
  await desk.addInitScript(
    ({ s, centerId }) => {
      if (localStorage.getItem('accessToken')) return;
      localStorage.setItem('userData', JSON.stringify(s.userData));
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('refreshToken', s.refreshToken);
      localStorage.setItem('cloudfit:deskCenterId', String(centerId));
    },
    { s: session, centerId: center.id },
  );
  let tab = desk.pages()[0] ?? (await desk.newPage());
  await tab.goto('/access-control');
  await expect(tab.getByTestId('desk-scan')).toBeVisible();
  // The worker comes after the first screen; the desk's next visit goes through it, and it keeps what it serves.
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const doorList = tab.waitForResponse((response) => response.url().includes('/check-ins/door-list'));
  const liveStream = tab.waitForResponse((response) => response.url().includes('/api/v1/events'));
  await tab.reload();
  await doorList;
  await liveStream;
  await expect(tab.getByTestId('desk-scan')).toBeVisible();
  await tab.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('cloudfit-desk');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('doorLists')) return resolve(false);
          const count = db.transaction('doorLists').objectStore('doorLists').count();
          count.onsuccess = () => resolve(count.result > 0);
        };
        opening.onerror = () => resolve(false);
      }),
  );

  const outageStarted = new Date();
  await desk.setOffline(true);
  const banner = tab.getByTestId('offline-banner');
  await expect(banner).toContainText('No connection to the server since');
  await expect(banner).toContainText('Sales, payments and bookings need the connection');

  await checkIn(tab, members.byNumber.memberNumber, /Ana Offline\w+ is checked in/);
  await checkIn(tab, members.frozenBefore.memberNumber, /Dee Offline\w+ may not enter/);
  // Another desk freezes a membership while this one cannot hear about it.
  await freeze('frozenMeanwhile');
  await checkIn(tab, members.frozenMeanwhile.memberNumber, /Eli Offline\w+ is checked in/);
  await checkIn(tab, members.byName.name, /Ben Offline\w+ is checked in/);
  await checkIn(tab, phone.replace(/(\d{4})(\d{3})(\d{3})/, '$1-$2-$3'), /Cai Offline\w+ is checked in/);
  const queue = tab.getByTestId('offline-queue');
  await expect(queue).toContainText('Check-ins on this device waiting to sync: 5');
  expect(await seriousViolations(tab)).toEqual([]);
  await tab.screenshot({ path: testInfo.outputPath('offline-desk-768.png'), fullPage: true });
  await tab.setViewportSize({ width: 390, height: 844 });
  await tab.screenshot({ path: testInfo.outputPath('offline-desk-390.png'), fullPage: true });
  expect(await seriousViolations(tab)).toEqual([]);

  // The browser closes and opens again, still without the server.
  await desk.close();
  desk = await openDesk(profileDir, baseURL!, true);
  tab = desk.pages()[0] ?? (await desk.newPage());
  await tab.goto('/access-control');
  await expect(tab.getByTestId('offline-banner')).toBeVisible();
  await expect(tab.getByTestId('offline-queue')).toContainText('waiting to sync: 5');
  await expect(tab.getByTestId('desk-scan')).toBeVisible();

  const outageEnded = new Date();
  await desk.setOffline(false);
  await expect(tab.getByTestId('offline-synced')).toContainText('Check-ins sent to the server: 5.', {
    timeout: 30_000,
  });
  await expect(tab.getByTestId('offline-synced')).toContainText("managers' review list: 1");
  await expect(tab.getByTestId('offline-banner')).toBeHidden();
  await expect(tab.getByTestId('offline-queue')).toBeHidden();

  // Signing out leaves nothing of the members on the device.
  const deskDatabases = () =>
    tab.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  expect(await deskDatabases()).toContain('cloudfit-desk');
  await tab.getByRole('button', { name: /^Jane Doe/ }).click();
  await tab.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(tab).toHaveURL(/\/login/);
  await expect.poll(deskDatabases).not.toContain('cloudfit-desk');
  expect(await tab.evaluate(() => caches.has('cloudfit-api'))).toBe(false);
  await desk.close();

  const recorded = async (member: TestMember) =>
    (await api<{ items: CheckInRow[] }>(admin, 'GET', `check-ins?memberId=${member.id}`)).items;
  for (const member of Object.values(members)) {
    const rows = await recorded(member);
    expect(rows, member.name).toHaveLength(1);
    const at = new Date(rows[0]!.at);
    // Recorded at the moment of the check-in at the door, not when it reached the server.
    expect(at.getTime()).toBeGreaterThanOrEqual(outageStarted.getTime() - 1000);
    expect(at.getTime()).toBeLessThan(outageEnded.getTime());
    expect(new Date(rows[0]!.syncedAt!).getTime()).toBeGreaterThanOrEqual(outageEnded.getTime() - 1000);
  }
  expect((await recorded(members.frozenBefore))[0]).toMatchObject({ allowed: false, reason: 'frozen' });
  expect((await recorded(members.frozenMeanwhile))[0]).toMatchObject({
    allowed: true,
    reason: 'frozen',
    needsReview: true,
  });
  for (const key of ['byNumber', 'byName', 'byPhone'] as const) {
    expect((await recorded(members[key]))[0]).toMatchObject({
      allowed: true,
      reason: null,
      needsReview: false,
    });
  }
  const review = await api<{ items: CheckInRow[] }>(admin, 'GET', 'check-ins?needsReview=true&perPage=100');
  expect(review.items.map((item) => item.memberId)).toEqual(
    expect.arrayContaining([members.frozenMeanwhile.id]),
  );
  expect(review.items.map((item) => item.memberId)).not.toContain(members.frozenBefore.id);
});
