import type { Locator, Page } from '@playwright/test';
import { adminApi, api, firstCenter, type TestCenter } from './admin-api';
import { expect, seriousViolations, signInByApi, test } from './fixtures';

/**
 * The studio calendar's views (a list for every branch, one day on a phone, the hours the branches
 * open), its colours in the dark skin, and numbers and times in a right-to-left layout.
 */

interface Center extends TestCenter {
  openingHours: { day: string; opens: string; closes: string }[];
}

/** Starts every page load with this layout and branch ("All branches" without one), as if chosen earlier. */
async function preset(page: Page, layout: Record<string, unknown>, center?: { id: number; name: string }) {
  await page.addInitScript(
    ([layout, center]) => {
      localStorage.setItem('cloudfit:layout', layout);
      if (center) localStorage.setItem('cloudfit:currentCenter', center);
      else localStorage.removeItem('cloudfit:currentCenter');
    },
    [JSON.stringify(layout), center ? JSON.stringify({ id: center.id, name: center.name }) : ''] as const,
  );
}

/**
 * Where on screen each part starts (the left edge of its first character), finding the parts in
 * this order in the element's text: what a reader's eye meets, whatever order the text is stored in.
 */
function leftEdges(locator: Locator, parts: string[]): Promise<number[]> {
  return locator.evaluate((element, parts) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    const starts: number[] = [];
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      starts.push(text.length);
      nodes.push(node as Text);
      text += (node as Text).data;
    }
    let from = 0;
    return parts.map((part) => {
      const at = text.indexOf(part, from);
      if (at < 0) throw new Error(`"${part}" is not in "${text}"`);
      from = at + part.length;
      let index = nodes.length - 1;
      while ((starts[index] ?? 0) > at) index--;
      const range = document.createRange();
      const offset = at - (starts[index] ?? 0);
      range.setStart(nodes[index]!, offset);
      range.setEnd(nodes[index]!, offset + 1);
      return range.getBoundingClientRect().left;
    });
  }, parts);
}

/** The parts read left to right, each after the one before it. */
async function expectLeftToRight(locator: Locator, parts: string[]) {
  await expect(locator).toBeVisible();
  await expect
    .poll(
      async () => {
        const edges = await leftEdges(locator, parts);
        return edges.every((edge, index) => index === 0 || edge > edges[index - 1]!);
      },
      `${parts.join(' … ')} read left to right in "${await locator.textContent()}"`,
    )
    .toBe(true);
}

/** Whether the text is one isolate (U+2068 … its own U+2069) from its first character to its last. */
function isolatedWhole(text: string): boolean {
  if (!text.startsWith('\u2068')) return false;
  let depth = 0;
  for (const [index, char] of [...text].entries()) {
    if (char === '\u2068') depth++;
    if (char === '\u2069') depth--;
    if (depth === 0) return index === [...text].length - 1;
  }
  return false;
}

/** A day between two and three years ahead, different for each run: no other test's classes. */
function farDay(): string {
  return new Date(Date.now() + (730 + Math.floor(Math.random() * 300)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** A far day in the middle of the week: its week is the same whether weeks start on Sunday or Monday. */
function farWednesday(): string {
  const day = new Date(`${farDay()}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

async function seededBranch(page: Page) {
  const admin = await adminApi(page);
  const first = await firstCenter(admin);
  const center = await api<Center>(admin, 'GET', `centers/${first.id}`);
  return { admin, center };
}

test.describe('the studio calendar and its numbers', () => {
  test('right to left: places, times and a hint keep their order on the class list, the calendar and the settings', async ({
    page,
  }) => {
    const { admin, center } = await seededBranch(page);
    const rooms = await api<{ items: { id: number }[] }>(
      admin,
      'GET',
      `rooms?centerId=${center.id}&active=true`,
    );
    const staff = await api<{ items: { id: number }[] }>(admin, 'GET', 'staff?active=true&perPage=100');
    const day = farDay();
    const title = `Bidi ${admin.uid}`;
    // 10:15 to 11:00 in Taipei (UTC+8, the seeded branches' zone).
    await api(admin, 'POST', 'classes', {
      centerId: center.id,
      roomId: rooms.items[0]!.id,
      instructorId: staff.items[0]!.id,
      title,
      description: null,
      capacity: 24,
      creditCost: 1,
      startsAt: `${day}T02:15:00.000Z`,
      endsAt: `${day}T03:00:00.000Z`,
    });
    await preset(page, { isRTL: true }, center);
    await signInByApi(page, 'admin');

    await page.goto(`/class-list?q=${encodeURIComponent(title)}&from=${day}&to=${day}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectLeftToRight(page.getByTestId('list-total'), ['1', 'class']);
    const row = page.getByTestId('list-row').filter({ hasText: title });
    const places = row.locator('[data-field="booked"]');
    await expectLeftToRight(places, ['0', '24']);
    // One isolate around the whole "0 / 24", not one per number (that still reads "24 / 0").
    expect(isolatedWhole((await places.textContent()) ?? '')).toBe(true);
    await expectLeftToRight(row.locator('[data-field="startsAt"]'), ['10:15', 'AM', '11:00', 'AM']);

    await page.goto(`/calendar?view=week&date=${day}`);
    const event = page.locator('.fc-timegrid-event', { hasText: title });
    await expectLeftToRight(event.locator('.fc-event-time'), ['10:15', '11:00']);

    await page.goto('/system-config');
    await expectLeftToRight(page.getByText('1 to 10 capital letters, digits or -'), [
      '1',
      'capital',
      'digits',
      '-',
    ]);
  });

  test('the month view is readable in the dark and light skins (axe), and in right to left', async ({
    page,
  }) => {
    // Four full calendars, each read by axe: a few seconds each on a busy machine.
    test.setTimeout(150_000);
    const { center } = await seededBranch(page);
    await signInByApi(page, 'admin');
    for (const layout of [{ skin: 'dark' }, { skin: 'light' }, { skin: 'dark', isRTL: true }]) {
      await preset(page, layout, center);
      await page.goto('/calendar?view=month');
      await expect(page.locator('.fc-daygrid-event').first()).toBeVisible();
      expect(await seriousViolations(page), JSON.stringify(layout)).toEqual([]);
      await expect(page.locator('.fc-daygrid-more-link').first()).toBeVisible();
      if (layout.isRTL) await expectLeftToRight(page.locator('.fc-daygrid-more-link').first(), ['+', 'more']);
    }
    await page.goto('/calendar?view=week');
    await expect(page.locator('.fc-timegrid-event').first()).toBeVisible();
    expect(await seriousViolations(page), 'dark week, right to left').toEqual([]);
  });

  test('every branch opens as a list naming each class’s branch; a branch’s week starts at its opening hour', async ({
    page,
  }) => {
    const { center } = await seededBranch(page);
    await preset(page, { skin: 'dark' });
    await signInByApi(page, 'admin');
    await page.goto('/calendar');
    await expect(page).toHaveURL(/[?&]view=list/);
    const rows = page.locator('.fc-list-event');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: `(${center.name})` }).first()).toBeVisible();
    expect(await seriousViolations(page), 'dark list of every branch').toEqual([]);

    // A class opens its roster; Close comes back to the calendar, and Back does not reopen it.
    const calendarAddress = page.url();
    await page.locator('.fc-list-event a[href*="/class-list?class="]').first().click();
    const roster = page.getByRole('dialog');
    await expect(roster.getByTestId('roster')).toBeVisible();
    await roster.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(calendarAddress);
    await expect(rows.first()).toBeVisible();

    await preset(page, {}, center);
    await page.goto(`/calendar?view=week&date=${farDay()}`);
    const opens = center.openingHours.map((entry) => entry.opens).sort()[0] ?? '00:00';
    const labels = page.locator('td.fc-timegrid-slot-label[data-time]');
    await expect(labels.first()).toHaveAttribute('data-time', `${opens.slice(0, 2)}:00:00`);
    await expect(page.locator('td.fc-timegrid-slot-label[data-time="00:00:00"]')).toHaveCount(
      opens.startsWith('00') ? 1 : 0,
    );
  });

  test('in French the arrows, the views and the list’s columns are described in French', async ({ page }) => {
    await preset(page, {});
    await page.addInitScript(() => localStorage.setItem('cloudfit:locale', 'fr'));
    await signInByApi(page, 'admin');
    await page.goto('/calendar');
    await expect(page.locator('.fc-list-event').first()).toBeVisible();
    await expect(page.locator('.fc-prev-button')).toHaveAttribute('title', 'Semaine précédente');
    await expect(page.locator('.fc-next-button')).toHaveAttribute('title', 'Semaine suivante');
    await expect(page.locator('.fc-today-button')).toHaveAttribute('title', 'Cette semaine');
    await expect(page.locator('.fc-dayGridMonth-button')).toHaveAttribute('title', 'Vue Mois');
    await expect(page.locator('.fc-list-table thead th').first()).toHaveText('Heure');
    await expect(page.locator('.fc-list-table thead th').last()).toHaveText('Événement');
  });

  test('the axis and the events tell the time as the rest of the app: 1:00 PM in English, 13:00 in German', async ({
    page,
  }) => {
    const { admin, center } = await seededBranch(page);
    const rooms = await api<{ items: { id: number }[] }>(
      admin,
      'GET',
      `rooms?centerId=${center.id}&active=true`,
    );
    const staff = await api<{ items: { id: number }[] }>(admin, 'GET', 'staff?active=true&perPage=100');
    // English weeks start on Sunday, German ones on Monday: the class is in both.
    const day = farWednesday();
    const title = `Clock ${admin.uid}`;
    // 13:00 to 14:30 in Taipei (UTC+8, the seeded branches' zone).
    await api(admin, 'POST', 'classes', {
      centerId: center.id,
      roomId: rooms.items[0]!.id,
      instructorId: staff.items[0]!.id,
      title,
      description: null,
      capacity: 12,
      creditCost: 1,
      startsAt: `${day}T05:00:00.000Z`,
      endsAt: `${day}T06:30:00.000Z`,
    });
    await preset(page, {}, center);
    await signInByApi(page, 'admin');
    await page.goto(`/calendar?view=week&date=${day}`);
    const oneOClock = page.locator('td.fc-timegrid-slot-label[data-time="13:00:00"]');
    const event = page.locator('.fc-timegrid-event', { hasText: title }).locator('.fc-event-time');
    await expect(oneOClock).toHaveText(/^\u2068?1:00\sPM\u2069?$/);
    await expect(event).toHaveText(/^\u2068?1:00\s–\s2:30\sPM\u2069?$/);
    await page.evaluate(() => localStorage.setItem('cloudfit:locale', 'de'));
    await page.reload();
    await expect(oneOClock).toHaveText(/^\u2068?13:00\u2069?$/);
    await expect(event).toHaveText(/^\u2068?13:00–14:30 Uhr\u2069?$/);
  });

  test('the toolbar’s buttons read as the app’s other buttons, in the screen’s language', async ({
    page,
  }) => {
    await preset(page, {});
    await signInByApi(page, 'admin');
    await page.goto('/calendar');
    const toolbar = page.locator('.fc-header-toolbar');
    await expect(toolbar.locator('.fc-today-button')).toHaveText('Today');
    await expect(toolbar.locator('.fc-dayGridMonth-button')).toHaveText('Month');
    await expect(toolbar.locator('.fc-timeGridWeek-button')).toHaveText('Week');
    await expect(toolbar.locator('.fc-timeGridDay-button')).toHaveText('Day');
    await expect(toolbar.locator('.fc-listWeek-button')).toHaveText('List');
    await expect(toolbar.locator('.fc-dayGridMonth-button')).toHaveAttribute('title', 'Month view');
    await page.evaluate(() => localStorage.setItem('cloudfit:locale', 'de'));
    await page.reload();
    await expect(toolbar.locator('.fc-today-button')).toHaveText('Heute');
    await expect(toolbar.locator('.fc-listWeek-button')).toHaveText('Liste');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('every branch is a list and one branch one day, with nothing off-screen sideways', async ({
      page,
    }) => {
      const { center } = await seededBranch(page);
      await preset(page, {});
      await signInByApi(page, 'admin');
      await page.goto('/calendar');
      await expect(page.locator('.fc-list-event').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await preset(page, {}, center);
      await page.goto('/calendar');
      await expect(page.locator('.fc-timeGridDay-button')).toHaveClass(/fc-button-active/);
      await expect(page.locator('.fc-timegrid-col[data-date]')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
