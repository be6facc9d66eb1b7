/** Money travels as integer minor units: hundredths of the currency's unit, for every currency. */
export const MINOR_PER_MAJOR = 100;

/**
 * Currencies with cents on paper but none in use: their cash and their prices are whole (CLDR's
 * cash digits 0). Intl still formats them with two decimals, so they are named here.
 */
const WHOLE_IN_PRACTICE = new Set(['TWD', 'CZK']);

/**
 * Whether the currency's amounts are whole units in practice: no decimals in Intl (yen, won,
 * forint...) or none in use (the New Taiwan dollar). Computed figures such as tax are then rounded
 * to whole units, and whole amounts show without decimals.
 */
export function isWholeUnitCurrency(currency: string): boolean {
  if (WHOLE_IN_PRACTICE.has(currency)) return true;
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    return digits === 0;
  } catch {
    return false;
  }
}

/** The smallest amount the currency's computed figures are rounded to, in minor units. */
export function smallestAmount(currency: string): number {
  return isWholeUnitCurrency(currency) ? MINOR_PER_MAJOR : 1;
}

export const WHOLE_DOLLARS = 'NT$ amounts are whole dollars: enter the amount without cents.';
export const WHOLE_UNITS = 'Amounts in this currency are whole units: enter the amount without cents.';

/** Why an amount (minor units) cannot be taken in the currency: it holds cents the currency does not use. */
export function centsRefusal(amount: number | null | undefined, currency: string): string | undefined {
  // Any other faults of the amount are the field's own message.
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) return undefined;
  if (amount % MINOR_PER_MAJOR === 0 || !isWholeUnitCurrency(currency)) {
    return undefined;
  }
  return currency === 'TWD' ? WHOLE_DOLLARS : WHOLE_UNITS;
}
