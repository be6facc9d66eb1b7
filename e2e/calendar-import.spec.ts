import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { dayOf, dragTo } from './calendar-drag';
import { expect, type LoginResult, signInByApi, test } from './fixtures';

/*
 * The class import and the calendar, through the UI. Every test makes its own rooms and
 * instructor at branch 1 (Asia/Taipei, UTC+8 all year) and works in a week a year or more ahead,
 * so no other test's classes are in the way.
 */

const CENTER_ID = 1;
const UTC_OFFSET_HOURS = 8;

interface Place {
  tag: string;
  roomA: { id: number; name: string };
  roomB: { id: number; name: string };
  coach: { id: number; email: string; fullName: string };
}

async function api<T>(
  request: APIRequestContext,
  admin: LoginResult,
  method: string,
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function makePlace(request: APIRequestContext, admin: LoginResult): Promise<Place> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const room = async (letter: string) => {
    const name = `E2E ${letter} ${tag}`;
    const created = await api<{ id: number }>(request, admin, 'POST', 'rooms', {
      centerId: CENTER_ID,
      name,
      capacity: 30,
      active: true,
    });
    return { id: created.id, name };
  };
  const email = `coach-${tag}@e2e.example`;
  const fullName = `E2E Coach ${tag}`;
  const coach = await api<{ id: number }>(request, admin, 'POST', 'staff', {
    email,
    fullName,
    username: `coach-${tag}`,
    password: 'long-enough-password',
    role: null,
    centerIds: [CENTER_ID],
    isTrainer: true,
    active: true,
  });
  return { tag, roomA: await room('A'), roomB: await room('B'), coach: { id: coach.id, email, fullName } };
}

/** A Monday between one and two years ahead, different for each run. */
function farMonday(): string {
  const day = new Date(Date.now() + (400 + Math.floor(Math.random() * 300)) * 86_400_000);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time at the branch. */
function branchTime(day: string, hour: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour - UTC_OFFSET_HOURS) * 3_600_000).toISOString();
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function csv(rows: string[][]): Buffer {
  return Buffer.from(rows.map((row) => row.join(',')).join('\n'));
}

async function chooseBranch(page: Page) {
  await page.getByRole('combobox', { name: 'Branch', exact: true }).click();
  await page.getByRole('option', { name: 'CloudFit Xinyi' }).click();
}

test.describe('class import', () => {
  test('a file with one bad row imports nothing and shows the row error; fixed, it imports and the classes appear', async ({
    page,
    request,
  }) => {
    const admin = await signInByApi(page, 'admin');
    const place = await makePlace(request, admin);
    const monday = farMonday();
    const header = ['Date', 'Start', 'End', 'Class', 'Room', 'Coach', 'Places', 'Credits'];
    const rows = (places: string) => [
      header,
      [
        monday,
        '07:00',
        '08:00',
        `Import sunrise ${place.tag}`,
        place.roomA.name,
        place.coach.email,
        '12',
        '1',
      ],
      [
        monday,
        '09:00',
        '10:00',
        `Import core ${place.tag}`,
        place.roomA.name,
        place.coach.fullName,
        places,
        '',
      ],
      [
        addDays(monday, 1),
        '18:00',
        '19:00',
        `Import spin ${place.tag}`,
        place.roomB.name,
        place.coach.email,
        '20',
        '2',
      ],
    ];

    // A tablet: the report keeps each row's time, room and instructor in view.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/class-import');
    await expect(page.getByRole('heading', { name: 'Import classes' })).toBeVisible();
    await chooseBranch(page);
    await page.getByTestId('class-import-file').setInputFiles({
      name: 'timetable.csv',
      mimeType: 'text/csv',
      buffer: csv(rows('lots')),
    });
    await expect(page.getByText('timetable.csv: 3 rows')).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 classes' }).click();
    const summary = page.getByTestId('class-import-summary');
    await expect(summary).toHaveText('Nothing was imported: 1 of 3 rows has a problem.');
    const reportRow = (row: number) => page.getByTestId('list-row').nth(row - 1);
    await expect(reportRow(2)).toContainText('Capacity: Enter a capacity between 1 and 500.');
    await expect(reportRow(1)).toContainText('Ready');
    await expect(reportRow(3)).toContainText('Ready');
    await expect(reportRow(1)).toContainText('07:00–08:00');
    await expect(reportRow(1)).toContainText(place.roomA.name);
    await expect(reportRow(1)).toContainText(place.coach.email);
    await expect(reportRow(3)).toContainText(place.roomB.name);
    // Nothing can be imported until the file is fixed: the button waits for a file without problems.
    await expect(page.getByRole('button', { name: 'Import 3 classes' })).toBeDisabled();
    await expect(page.getByText('Fix the rows below in your file and choose it again')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('class-import-file').setInputFiles({
      name: 'timetable-fixed.csv',
      mimeType: 'text/csv',
      buffer: csv(rows('15')),
    });
    await page.getByRole('button', { name: 'Check all rows' }).click();
    await expect(summary).toHaveText('All 3 rows are ready to import. Nothing has been imported yet.');
    await page.getByRole('button', { name: 'Import 3 classes' }).click();
    await expect(summary).toContainText('3 classes imported.');
    await expect(summary.getByRole('link', { name: 'Show in the class list' })).toHaveAttribute(
      'href',
      `/class-list?from=${monday}&to=${addDays(monday, 1)}`,
    );

    // Had the first attempt written rows 1 and 3, this import would have met them as room conflicts.
    await summary.getByRole('link', { name: 'Show in the calendar' }).click();
    await expect(page).toHaveURL(/\/calendar\?view=week/);
    for (const title of ['Import sunrise', 'Import core', 'Import spin']) {
      await expect(page.locator('.fc-timegrid-event', { hasText: `${title} ${place.tag}` })).toBeVisible();
    }
    await expect(
      page.locator('.fc-timegrid-event', { hasText: `Import sunrise ${place.tag}` }),
    ).toContainText(/\b7:00\s–\s8:00\sAM/);
  });
});

test.describe('class import from a German Excel file, and taken back', () => {
  test('semicolons, a byte order mark, German headers and dotted dates import as they are; Undo import removes the classes', async ({
    page,
    request,
  }) => {
    const admin = await signInByApi(page, 'admin');
    const place = await makePlace(request, admin);
    const monday = farMonday();
    const dotted = (day: string) => day.split('-').reverse().join('.');
    const file = [
      'Datum;Beginn;Ende;Kurs;Raum;Trainer;Plätze;Beschreibung',
      `${dotted(monday)};7:00;08:00:00;Rückenfit ${place.tag};${place.roomA.name};${place.coach.email};12;Für alle`,
      `${dotted(addDays(monday, 1))};18:00;19:00;Spinning ${place.tag};${place.roomB.name};${place.coach.fullName};20;`,
    ].join('\r\n');

    await page.goto('/class-import');
    await chooseBranch(page);
    await page.getByTestId('class-import-file').setInputFiles({
      name: 'kurse.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${file}`),
    });
    await page.getByRole('button', { name: 'Check all rows' }).click();
    const summary = page.getByTestId('class-import-summary');
    await expect(summary).toHaveText('All 2 rows are ready to import. Nothing has been imported yet.');
    await page.getByRole('button', { name: 'Import 2 classes' }).click();
    await expect(summary).toContainText('2 classes imported.');
    const classesThatWeek = () =>
      api<{ items: { title: string; startsAt: string }[] }>(
        request,
        admin,
        'GET',
        `classes?from=${monday}&to=${addDays(monday, 1)}&q=${place.tag}&perPage=50`,
      );
    expect((await classesThatWeek()).items.map((c) => [c.title, c.startsAt]).sort()).toEqual([
      [`Rückenfit ${place.tag}`, branchTime(monday, 7)],
      [`Spinning ${place.tag}`, branchTime(addDays(monday, 1), 18)],
    ]);

    await summary.getByRole('button', { name: 'Undo import' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove classes' }).click();
    await expect(page.getByText('Import undone: 2 classes removed.')).toBeVisible();
    await expect(summary).toHaveCount(0);
    expect((await classesThatWeek()).items).toEqual([]);
  });
});

test.describe('calendar', () => {
  test('a class dragged onto a busy room snaps back with the reason; dragged onto a free slot it is saved', async ({
    page,
    request,
  }) => {
    const admin = await signInByApi(page, 'admin');
    const place = await makePlace(request, admin);
    const monday = farMonday();
    const tuesday = addDays(monday, 1);
    const wednesday = addDays(monday, 2);
    const thursday = addDays(monday, 3);
    const oneOff = (title: string, day: string, hour: number) =>
      api<{ id: number }>(request, admin, 'POST', 'classes', {
        centerId: CENTER_ID,
        roomId: place.roomA.id,
        instructorId: place.coach.id,
        title,
        description: null,
        capacity: 10,
        creditCost: 1,
        startsAt: branchTime(day, hour),
        endsAt: branchTime(day, hour + 1),
      });
    const moving = `Move me ${place.tag}`;
    await oneOff(moving, tuesday, 10);
    await oneOff(`Busy room ${place.tag}`, wednesday, 10);

    await page.goto(`/calendar?view=week&date=${monday}&room=${place.roomA.id}`);
    const event = page.locator('.fc-timegrid-event', { hasText: moving });
    await expect(event).toBeVisible();
    await expect(page.locator('.fc-timegrid-event', { hasText: `Busy room ${place.tag}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const days = [monday, tuesday, wednesday, thursday];
    expect(await dayOf(page, event, days)).toBe(tuesday);

    await dragTo(page, event, wednesday, 10);
    await expect(page.getByText('The room is already booked at that time.')).toBeVisible();
    await expect.poll(() => dayOf(page, event, days)).toBe(tuesday);
    await expect(event).toContainText('10:00');

    await dragTo(page, event, thursday, 14);
    await expect(page.getByText(/^Moved to /)).toBeVisible();
    await page.reload();
    await expect(event).toBeVisible();
    expect(await dayOf(page, event, days)).toBe(thursday);
    await expect(event).toContainText(/\b2:00\s–\s3:00\sPM/);
  });

  test('a class dragged to end after its branch closes asks first: left where it was, or moved anyway', async ({
    page,
    request,
  }) => {
    const admin = await signInByApi(page, 'admin');
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    // A branch of the test's own, open 06:00-22:00 every day, that no other test changes.
    const center = await api<{ id: number; name: string }>(request, admin, 'POST', 'centers', {
      name: `Zz Hours ${tag}`,
      code: `H${tag.slice(-8).toUpperCase()}`,
      address: '4 Test Road',
      phone: '02-0000-0004',
      timezone: 'Asia/Taipei',
      openingHours: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
        day,
        opens: '06:00',
        closes: '22:00',
      })),
    });
    const room = await api<{ id: number }>(request, admin, 'POST', 'rooms', {
      centerId: center.id,
      name: `E2E hours ${tag}`,
      capacity: 30,
      active: true,
    });
    const coach = await api<{ id: number }>(request, admin, 'POST', 'staff', {
      email: `hours-${tag}@e2e.example`,
      fullName: `E2E Hours ${tag}`,
      username: `hours-${tag}`,
      password: 'long-enough-password',
      role: null,
      centerIds: [center.id],
      isTrainer: true,
      active: true,
    });
    const monday = farMonday();
    const tuesday = addDays(monday, 1);
    const title = `Late move ${tag}`;
    await api(request, admin, 'POST', 'classes', {
      centerId: center.id,
      roomId: room.id,
      instructorId: coach.id,
      title,
      description: null,
      capacity: 10,
      creditCost: 1,
      startsAt: branchTime(tuesday, 10),
      endsAt: new Date(Date.parse(branchTime(tuesday, 11)) + 15 * 60_000).toISOString(),
    });

    await page.goto(`/calendar?view=week&date=${monday}&room=${room.id}`);
    const event = page.locator('.fc-timegrid-event', { hasText: title });
    await expect(event).toBeVisible();
    await dragTo(page, event, tuesday, 21);
    const ask = page.getByRole('dialog', { name: 'Move outside opening hours?' });
    await expect(ask.getByTestId('move-off-hours')).toContainText(
      new RegExp(`^${center.name} is open (06:00|6:00\\sAM)–(22:00|10:00\\sPM) on `),
    );
    await expect(ask.getByTestId('move-off-hours')).toContainText(
      /, but this would run (21:00|9:00\sPM)–(22:15|10:15\sPM), outside those hours\.$/,
    );
    await ask.getByRole('button', { name: 'Leave it where it was' }).click();
    await expect(ask).toBeHidden();
    await expect(event).toContainText('10:00');

    await dragTo(page, event, tuesday, 21);
    await ask.getByRole('button', { name: 'Move anyway' }).click();
    await expect(page.getByText(/^Moved to /)).toBeVisible();
    await page.reload();
    await expect(event).toContainText(/\b9:00\s–\s10:15\sPM/);
  });
});
