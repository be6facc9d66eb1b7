/**
 * The look every chart of the app shares; plain values, so this module does not pull in the chart
 * library.
 *
 * Twelve colours, each at least 3:1 against the white card (a bar or slice stays visible) and the
 * first eight at least ΔE 30 apart from each other, so neighbouring series (rent and stock
 * purchases, two trainers) never read as one colour as the library's default blues did.
 */
export const CHART_COLORS = [
  '#1F5FA8',
  '#C4501B',
  '#2E8B3E',
  '#B3263E',
  '#7048A8',
  '#0F7F86',
  '#8A5A00',
  '#C2338A',
  '#5A6270',
  '#6B8E00',
  '#A0522D',
  '#1A3A6B',
];

/**
 * Room under the plot for the bottom axis's labels: the library's default leaves less than a
 * label's measured height, so every bottom label was cut to nothing.
 */
export const BOTTOM_AXIS_HEIGHT = 40;

/** Width of a left axis whose ticks are compact money ("$1.5M", "150萬", "1,5 Mio. NT$"). */
export const MONEY_AXIS_WIDTH = 84;

/** Suggested ticks on a value axis: enough to read, few enough that no label is dropped or cut. */
export const VALUE_AXIS_TICKS = 5;

/**
 * Money on an axis tick, short: "$13K" instead of "$13,000.00", so the labels of a value axis fit
 * under a tablet's or a phone's plot instead of being dropped or cut to "$13,…".
 */
export function compactMoney(locale: string, currency: string): (major: number) => string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  return (major) => format.format(major);
}

/** A plain number on an axis tick, short: "1.2K". */
export function compactNumber(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => format.format(value);
}
