import { MINOR_PER_MAJOR } from '@cloudfit/shared/domain/currency-units';
import { isolate } from '@cloudfit/shared/i18n/bidi';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useCenters, useStudioProfile } from './studio-profile';

/** Money travels as integer minor units (cents). */
export { MINOR_PER_MAJOR };

export interface StudioFormat {
  currency: string;
  /** The time zone dates are shown in: the current branch's, else the studio's. */
  timeZone: string;
  /** `1234` → "NT$12.34" in the user's locale and the studio's currency. */
  money(minor: number | null | undefined): string;
  /** A calendar day `YYYY-MM-DD`, as the locale writes it. */
  day(isoDay: string | null | undefined): string;
  /** An instant, as a day in the branch's time zone. */
  date(instant: string | null | undefined): string;
  /** An instant, as day and time in the branch's time zone. */
  dateTime(instant: string | null | undefined): string;
  /** An instant, as a time of day in the branch's time zone. */
  time(instant: string | null | undefined): string;
  /** A plain number in the user's locale. */
  number(value: number): string;
  /** Today's calendar day in the branch's time zone, `YYYY-MM-DD`. */
  today(): string;
}

const FALLBACK_CURRENCY = 'TWD';

/** A time of day as the language writes it: "1:00 PM" in English, "13:00" in German. */
export function timeOfDayFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
}

/**
 * Formats every number, amount and date the studio screens show, one way. In a right-to-left layout
 * each value is isolated (bidi.ts), so "1.200,00 €", "-NT$12" or "12:15 PM" keep their order.
 */
export function formatterFor(locale: string, currency: string, timeZone: string, rtl = false): StudioFormat {
  const shown = rtl ? isolate : (text: string) => text;
  // Whole amounts without cents ("NT$1,200"); any cents always with two digits ("NT$6,163.50").
  const wholeMoneyFormat = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const centsMoneyFormat = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const timeFormat = timeOfDayFormat(locale, timeZone);
  const numberFormat = new Intl.NumberFormat(locale);
  const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const instant = (format: Intl.DateTimeFormat) => (value: string | null | undefined) =>
    value ? shown(format.format(new Date(value))) : '';
  return {
    currency,
    timeZone,
    money: (minor) =>
      minor === null || minor === undefined
        ? ''
        : shown(
            (minor % MINOR_PER_MAJOR === 0 ? wholeMoneyFormat : centsMoneyFormat).format(
              minor / MINOR_PER_MAJOR,
            ),
          ),
    day: (isoDay) => (isoDay ? shown(dayFormat.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`))) : ''),
    date: instant(dateFormat),
    dateTime: instant(dateTimeFormat),
    time: instant(timeFormat),
    number: (value) => shown(numberFormat.format(value)),
    today: () => isoDayFormat.format(new Date()),
  };
}

const formatters = new Map<string, StudioFormat>();

/**
 * The formatter of these settings, built once per page: Intl's formatters cost far more to build
 * than to use, and every screen part that shows a date or an amount asks for one as it mounts.
 */
export function sharedFormatterFor(locale: string, currency: string, timeZone: string, rtl = false) {
  const key = `${locale}|${currency}|${timeZone}|${rtl}`;
  let format = formatters.get(key);
  if (!format) {
    format = formatterFor(locale, currency, timeZone, rtl);
    formatters.set(key, format);
  }
  return format;
}

export function useStudioFormat(): StudioFormat {
  const { i18n } = useTranslation();
  const profile = useStudioProfile().data;
  const centers = useCenters().data;
  const currentCenterId = useAppStore((s) => s.currentCenter?.id);
  const branchZone = centers?.find((center) => center.id === currentCenterId)?.timezone;
  const timeZone =
    branchZone ?? profile?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  const currency = profile?.currency ?? FALLBACK_CURRENCY;
  const rtl = useAppStore((s) => s.layout.isRTL);
  return sharedFormatterFor(i18n.language, currency, timeZone, rtl);
}

/** "12.5" or "12,50" typed by a person → 1250 minor units; `null` when it is not an amount. */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '');
  if (cleaned === '') return null;
  // The last "," or "." followed by one or two digits is the decimal mark; others group thousands.
  const match = /^(\d{1,3}(?:[.,\u00a0']?\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/[.,\u00a0']/g, ''));
  const fraction = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const minor = whole * MINOR_PER_MAJOR + fraction;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1250 → "12.50" for an input field (no currency sign, no grouping). */
export function minorToInput(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  const whole = Math.trunc(minor / MINOR_PER_MAJOR);
  const fraction = Math.abs(minor % MINOR_PER_MAJOR);
  return fraction ? `${whole}.${String(fraction).padStart(2, '0')}` : String(whole);
}
