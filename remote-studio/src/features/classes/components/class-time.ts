/**
 * Classes are planned in their branch's wall-clock time and stored as instants. These turn one
 * into the other for a given IANA time zone, through Intl alone.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

function wallClock(epochMs: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    asUtcMs: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** An instant as `YYYY-MM-DDTHH:MM` on the zone's clock (the value of a datetime-local input). */
export function instantToLocalInput(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const epochMs = Date.parse(instant);
  if (Number.isNaN(epochMs)) return '';
  const clock = wallClock(epochMs, timeZone);
  return `${clock.day}T${clock.time}`;
}

/**
 * `YYYY-MM-DDTHH:MM` on the zone's clock → an ISO instant; null when the text is not such a time.
 * A time skipped by a daylight-saving change resolves to the instant an hour later.
 */
export function localInputToInstant(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at the guess, then at the corrected guess (they differ only across a DST change).
  let guess = wanted - (wallClock(wanted, timeZone).asUtcMs - wanted);
  guess = wanted - (wallClock(guess, timeZone).asUtcMs - guess);
  return new Date(guess).toISOString();
}

/** The calendar day an instant falls on in the zone, `YYYY-MM-DD`. */
export function dayInZone(instant: string, timeZone: string): string {
  return wallClock(Date.parse(instant), timeZone).day;
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Minutes between two instants. */
export function minutesBetween(startsAt: string, endsAt: string): number {
  return Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
}
