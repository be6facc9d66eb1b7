import type { Locator } from '@playwright/test';

/**
 * Types into one of the kit's MUI X pickers as a user does: the first part, then the keys, each
 * part moving on to the next once it is full.
 */
export async function typeInPicker(picker: Locator, keys: string) {
  await picker.getByRole('spinbutton').first().click();
  await picker.page().keyboard.type(keys, { delay: 40 });
}

/** The keys for a `YYYY-MM-DDTHH:mm` wall-clock time in English: 12/19/2026 05:07 PM. */
export function englishDateTimeKeys(wallClock: string): string {
  const [day, time] = wallClock.split('T') as [string, string];
  const [year, month, date] = day.split('-');
  return `${month}${date}${year}${englishTimeKeys(time)}`;
}

/** The keys for an `HH:mm` time in English: 05:07 PM. */
export function englishTimeKeys(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}${String(minute).padStart(2, '0')}${hour < 12 ? 'A' : 'P'}`;
}

/** What a picker shows, without the direction marks MUI X puts around its parts. */
export async function pickerText(picker: Locator): Promise<string> {
  const text = await picker.locator('xpath=..').locator('input').inputValue();
  return text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
}
