/**
 * A time zone's wall clock through Intl alone: the server plans classes on a branch's clock, and the
 * screens show and edit times on it whatever the browser's own zone is. A wall-clock time is
 * carried as the UTC milliseconds of a date with the same fields ("02:30 on 2026-03-29" as
 * `Date.UTC(2026, 2, 29, 2, 30)`).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant (whole seconds), as UTC milliseconds of the same fields. */
export function wallClockAsUtcMs(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  return wallClockAsUtcMs(epochMs, timeZone) - Math.floor(epochMs / 1000) * 1000;
}

const HALF_DAY_MS = 12 * 3_600_000;

/**
 * The instant a wall-clock time happens in the zone. A time skipped by a daylight-saving jump
 * (02:30 on a spring-forward night) lands after the jump; a time that happens twice takes the first.
 */
export function wallClockToEpochMs(wallAsUtcMs: number, timeZone: string): number {
  const before = zoneOffsetMs(wallAsUtcMs - HALF_DAY_MS, timeZone);
  const after = zoneOffsetMs(wallAsUtcMs + HALF_DAY_MS, timeZone);
  for (const offset of [before, after]) {
    if (zoneOffsetMs(wallAsUtcMs - offset, timeZone) === offset) return wallAsUtcMs - offset;
  }
  return wallAsUtcMs - before;
}

/** The calendar day `YYYY-MM-DD` an instant falls on in the zone. */
export function dayInZone(epochMs: number, timeZone: string): string {
  return new Date(wallClockAsUtcMs(epochMs, timeZone)).toISOString().slice(0, 10);
}

/** An instant as `YYYY-MM-DDTHH:MM` on the zone's clock (the value of a datetime-local input). */
export function instantToWallInput(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const epochMs = Date.parse(instant);
  if (Number.isNaN(epochMs)) return '';
  return new Date(wallClockAsUtcMs(epochMs, timeZone)).toISOString().slice(0, 16);
}

/**
 * `YYYY-MM-DDTHH:MM` on the zone's clock → an ISO instant; null when the text is not such a time.
 * A time skipped by a daylight-saving change resolves to the instant an hour later.
 */
export function wallInputToInstant(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(wallClockToEpochMs(Date.UTC(year, month - 1, day, hour, minute), timeZone)).toISOString();
}
