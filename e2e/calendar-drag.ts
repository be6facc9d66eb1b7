import type { Locator, Page } from '@playwright/test';

/** Drags an event in the calendar's week view so that its start lands on `hour` of `day`. */
export async function dragTo(page: Page, event: Locator, day: string, hour: number) {
  const slot = page.locator(`td.fc-timegrid-slot-lane[data-time="${String(hour).padStart(2, '0')}:00:00"]`);
  await slot.scrollIntoViewIfNeeded();
  // Measured once the screen has stopped moving: a notice that arrives late (a branch's closure)
  // pushes the calendar down, and a drag measured before it grabs nothing.
  const grab = await settledBox(page, event);
  const column = await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).boundingBox();
  const target = await slot.boundingBox();
  if (!column || !target || !grab) throw new Error('calendar not laid out');
  await page.mouse.move(grab.x + grab.width / 2, grab.y + 4);
  await page.mouse.down();
  await page.mouse.move(grab.x + grab.width / 2 + 5, grab.y + 10, { steps: 3 });
  await page.mouse.move(column.x + column.width / 2, target.y + 4, { steps: 12 });
  await page.mouse.up();
}

/** Which of `days` the event's column is in, in week view. */
export async function dayOf(page: Page, event: Locator, days: string[]): Promise<string | undefined> {
  const box = await event.boundingBox();
  for (const day of days) {
    const column = await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).boundingBox();
    if (box && column && box.x >= column.x - 1 && box.x + box.width <= column.x + column.width + 1)
      return day;
  }
  return undefined;
}

/** The element's box once it has stayed put for a moment (at most about 3 s). */
async function settledBox(page: Page, element: Locator) {
  let box = await element.boundingBox();
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(150);
    const next = await element.boundingBox();
    if (next && box && next.x === box.x && next.y === box.y) return next;
    box = next;
  }
  return box;
}
