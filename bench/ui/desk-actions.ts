import type { Browser, Page } from '@playwright/test';

/**
 * The actions the desk repeats all day, warm (the app already loaded in this context), timed in the
 * page's clock from the user's input event (its event.timeStamp, taken by a capture listener on the
 * document) to the frame after the DOM first shows the result (a MutationObserver, then one
 * requestAnimationFrame). Each action states the selector that counts as its result.
 *
 *   scan         /access-control: a member number typed in [data-testid=desk-scan] + Enter (the
 *                keydown) -> [data-testid=desk-member] showing that member number
 *   search       /member-list: a surname entered in the Search box at once (one input event, as a
 *                paste or a quick typist whose keys come within the debounce)
 *                -> every [data-testid=list-row] holds the surname. Includes the list's 300 ms
 *                search debounce (SEARCH_DEBOUNCE_MS in ResourceList.tsx)
 *   memberInfo   /member-list: a click on a member's row -> a heading in <main> with the member's name
 *                at /apps/member/edit/<id>
 *   calendarWeek /calendar: a click on the week button (.fc-timeGridWeek-button) ->
 *                .fc-timegrid-event painted
 *   roster       /calendar?view=week: a click on an event (.fc-timegrid-event) -> a class's roster (the
 *                class list's dialog: [role=dialog] [data-testid=roster] [data-testid^=roster-]) or a
 *                personal-training session's page (/pt-detail/<id>: its heading, no progress bar)
 *   otherRemote  /member-list, the menu's Reports group open: a click on its link to
 *                /report-transacion (remote-reports) -> the heading in <main> changed (the member list's
 *                was shown before), with no progress bar
 *
 *   checkIn      /access-control, a member scanned: a click on "Check in" ->
 *                [data-testid=check-in-outcome] naming the member (the branches keep no opening hours
 *                here, so the door lets members in at any hour). A member the door refuses shows no
 *                such button and the run fails rather than time a refusal.
 *
 * BENCH_UI_DESK_ONLY=memberInfo,checkIn times only the actions named (all by default).
 */

export interface DeskActionFigures {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  samplesMs: number[];
  selector: string;
  error?: string;
}

type DoneKind = 'scan' | 'checkIn' | 'search' | 'memberInfo' | 'calendarWeek' | 'roster' | 'otherRemote';

declare global {
  interface Window {
    __deskBench?: { start?: number; end?: number };
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index]! * 10) / 10;
}

/** Runs in the page: records the input's timestamp and the frame after the result shows. */
function arm(args: { kind: DoneKind; text: string; startEvent: 'keydown' | 'click' | 'input' }) {
  const state: { start?: number; end?: number } = {};
  window.__deskBench = state;
  const beforeText =
    document.querySelector('main')?.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? null;
  const onInput = (event: Event) => {
    if (args.startEvent === 'keydown' && (event as KeyboardEvent).key !== 'Enter') return;
    // Typing: the last keystroke starts the wait the user feels; a click or Enter: the first.
    if (args.startEvent === 'input' || state.start === undefined) state.start = event.timeStamp;
  };
  document.addEventListener(args.startEvent, onInput, { capture: true });
  const done = (): boolean => {
    if (state.start === undefined) return false;
    const main = document.querySelector('main');
    switch (args.kind) {
      case 'scan':
        return Boolean(
          document.querySelector('[data-testid="desk-member"]')?.textContent?.includes(args.text),
        );
      case 'checkIn':
        return Boolean(
          document.querySelector('[data-testid="check-in-outcome"]')?.textContent?.includes(args.text),
        );
      case 'search': {
        const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
        // The list keeps its last search; the address takes the new one when the debounce ends.
        return (
          new URLSearchParams(window.location.search).get('q') === args.text &&
          rows.length > 0 &&
          rows.every((row) => row.textContent?.includes(args.text))
        );
      }
      case 'memberInfo':
        return (
          window.location.pathname.startsWith('/apps/member/edit/') &&
          [...(main?.querySelectorAll('h1, h2, h3, h4, h5, h6') ?? [])].some((h) =>
            h.textContent?.includes(args.text),
          )
        );
      case 'calendarWeek':
        return Boolean(document.querySelector('.fc-timeGridWeek-view .fc-timegrid-event'));
      case 'roster': {
        // A class opens its roster (the class list's dialog); a personal-training session its page.
        if (document.querySelector('[role="dialog"] [data-testid="roster"] [data-testid^="roster-"]'))
          return true;
        return (
          window.location.pathname.startsWith('/pt-detail/') &&
          Boolean(main?.querySelector('h1, h2, h3, h4, h5, h6')) &&
          !main?.querySelector('[role="progressbar"]')
        );
      }
      case 'otherRemote': {
        const heading = main?.querySelector('h1, h2, h3, h4, h5, h6');
        return (
          window.location.pathname === args.text &&
          Boolean(heading) &&
          // The shell may keep the heading element and change its text.
          heading?.textContent !== beforeText &&
          !main?.querySelector('[role="progressbar"]')
        );
      }
    }
  };
  const observer = new MutationObserver(() => {
    if (state.end !== undefined || !done()) return;
    observer.disconnect();
    document.removeEventListener(args.startEvent, onInput, { capture: true });
    requestAnimationFrame(() => {
      state.end = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

async function measure(
  page: Page,
  kind: DoneKind,
  text: string,
  startEvent: 'keydown' | 'click' | 'input',
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(arm, { kind, text, startEvent });
  await act();
  await page.waitForFunction(() => window.__deskBench?.end !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.__deskBench!.end! - window.__deskBench!.start!);
}

interface Member {
  id: number;
  memberNumber: string;
  firstName: string;
  lastName: string;
}

async function membersOf(baseUrl: string, token: string, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let page = 1; members.length < count; page++) {
    const response = await fetch(`${baseUrl}/api/v1/members?perPage=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`members answered ${response.status}`);
    const { items } = (await response.json()) as { items: Member[] };
    if (items.length === 0) break;
    members.push(...items);
  }
  return members;
}

/** Door check-in refuses outside a branch's opening hours: the bench's branches keep none. */
async function openBranches(baseUrl: string, token: string): Promise<number> {
  type Center = {
    id: number;
    name: string;
    code: string;
    address: string;
    phone: string;
    timezone: string;
    openingHours: unknown[];
    version: number;
  };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const centers = (await (await fetch(`${baseUrl}/api/v1/centers?active=true`, { headers })).json()) as {
    items: Center[];
  };
  for (const { id, name, code, address, phone, timezone, version, openingHours } of centers.items) {
    if (openingHours.length === 0) continue;
    await fetch(`${baseUrl}/api/v1/centers/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name, code, address, phone, timezone, openingHours: [], active: true, version }),
    });
  }
  return centers.items[0]!.id;
}

export async function measureDeskActions(
  browser: Browser,
  options: { baseUrl: string; session: Record<string, string>; runs: number; log: (line: string) => void },
): Promise<Record<string, DeskActionFigures>> {
  const { baseUrl, session, runs, log } = options;
  const members = await membersOf(baseUrl, session.accessToken!, Math.max(runs + 101, 110));
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1360, height: 860 } });
  await context.addInitScript((values) => {
    if (sessionStorage.getItem('bench:seeded')) return;
    sessionStorage.setItem('bench:seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, session);
  // tsx names the inner functions of code run in the page through a helper the page does not have.
  await context.addInitScript('globalThis.__name = (target) => target');
  const centerId = await openBranches(baseUrl, session.accessToken!);
  await context.addInitScript((id) => localStorage.setItem('cloudfit:deskCenterId', String(id)), centerId);
  const page = await context.newPage();
  const results: Record<string, DeskActionFigures> = {};
  const member = (run: number) => members[run % members.length]!;
  const surname = (m: Member) => m.lastName;

  const actions: [string, string, (run: number) => Promise<number>][] = [
    [
      'scan',
      '[data-testid=desk-scan] + Enter -> [data-testid=desk-member]',
      async (run) => {
        // Warm: the desk stays open between scans (its address names the member on screen).
        if (new URL(page.url()).pathname !== '/access-control') await page.goto('/access-control');
        const input = page.getByTestId('desk-scan');
        await input.waitFor();
        await input.fill(member(run).memberNumber);
        return measure(page, 'scan', member(run).memberNumber, 'keydown', () => input.press('Enter'));
      },
    ],
    [
      'checkIn',
      'button "Check in" click -> [data-testid=check-in-outcome] naming the member',
      async (run) => {
        await page.goto('/access-control');
        const m = member(run + 100);
        const input = page.getByTestId('desk-scan');
        await input.fill(m.memberNumber);
        await input.press('Enter');
        await page.getByTestId('desk-member').filter({ hasText: m.memberNumber }).waitFor();
        const button = page.getByRole('button', { name: 'Check in', exact: true });
        await button.waitFor({ timeout: 5_000 });
        return measure(page, 'checkIn', m.lastName, 'click', () => button.click());
      },
    ],
    [
      'search',
      'searchbox "Search" filled -> every [data-testid=list-row] has the surname (300 ms debounce included)',
      async (run) => {
        await page.goto('/member-list');
        const search = page.getByRole('searchbox', { name: 'Search' });
        await page.getByTestId('list-row').first().waitFor();
        const name = surname(member(run));
        return measure(page, 'search', name, 'input', () => search.fill(name));
      },
    ],
    [
      'memberInfo',
      '[data-testid=list-row] click (on its member number) -> <main> heading with the name at /apps/member/edit/<id>',
      async (run) => {
        const m = member(run);
        await page.goto(`/member-list?q=${encodeURIComponent(m.memberNumber)}`);
        const row = page.getByTestId('list-row').filter({ hasText: m.memberNumber }).first();
        await row.waitFor();
        return measure(page, 'memberInfo', m.lastName, 'click', () =>
          row.getByText(m.memberNumber, { exact: true }).click(),
        );
      },
    ],
    [
      'calendarWeek',
      '.fc-timeGridWeek-button click -> .fc-timeGridWeek-view .fc-timegrid-event',
      async () => {
        await page.goto('/calendar?view=day');
        await page.locator('.fc-timeGridWeek-button').waitFor();
        return measure(page, 'calendarWeek', '', 'click', () =>
          page.locator('.fc-timeGridWeek-button').click(),
        );
      },
    ],
    [
      'roster',
      '.fc-timegrid-event click -> [role=dialog] [data-testid=roster] [data-testid^=roster-] (class) or /pt-detail/<id> heading',
      async (run) => {
        await page.goto('/calendar?view=week');
        const events = page.locator('.fc-timegrid-event');
        await events.first().waitFor();
        const count = await events.count();
        return measure(page, 'roster', '', 'click', () => events.nth(run % count).click());
      },
    ],
    [
      'otherRemote',
      'menu link to /report-transacion click -> <main> heading text changed, no progress bar',
      async () => {
        await page.goto('/member-list');
        await page.getByTestId('list-row').first().waitFor();
        const link = page.locator('nav a[href="/report-transacion"], a[href="/report-transacion"]').first();
        // The Reports group opens first (not timed): its entries are not in the menu while it is closed.
        if ((await link.count()) === 0)
          await page.getByRole('button', { name: 'Reports', exact: true }).first().click();
        await link.waitFor();
        return measure(page, 'otherRemote', '/report-transacion', 'click', () => link.click());
      },
    ],
  ];

  const only = process.env.BENCH_UI_DESK_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  try {
    for (const [name, selector, run] of actions) {
      if (only?.length && !only.includes(name)) continue;
      const samples: number[] = [];
      try {
        await run(runs); // warm-up, not counted
        for (let index = 0; index < runs; index++) samples.push(Math.round((await run(index)) * 10) / 10);
        results[name] = {
          runs,
          p50Ms: percentile(samples, 50),
          p95Ms: percentile(samples, 95),
          samplesMs: samples,
          selector,
        };
        log(
          `${name.padEnd(14)} p50 ${results[name].p50Ms} ms  p95 ${results[name].p95Ms} ms  (${runs} runs)`,
        );
      } catch (error) {
        results[name] = {
          runs: samples.length,
          p50Ms: Number.NaN,
          p95Ms: Number.NaN,
          samplesMs: samples,
          selector,
          error: String(error).slice(0, 300),
        };
        log(`${name.padEnd(14)} FAILED: ${String(error).split('\n')[0]}`);
      }
    }
  } finally {
    await context.close();
  }
  return results;
}
