import { formatterFor, minorToInput, parseMoneyInput, sharedFormatterFor } from './studio-format';

describe('money and dates as the studio shows them', () => {
  it('writes amounts in the currency and the locale, cents only when there are some', () => {
    const en = formatterFor('en', 'TWD', 'Asia/Taipei');
    expect(en.money(120_000)).toBe('NT$1,200');
    expect(en.money(616_350)).toBe('NT$6,163.50');
    expect(en.money(null)).toBe('');
    const de = formatterFor('de', 'EUR', 'Europe/Berlin');
    expect(de.money(123_456)).toBe('1.234,56\u00a0€');
  });

  it('shows an instant on the branch clock, not the browser clock', () => {
    const taipei = formatterFor('en', 'TWD', 'Asia/Taipei');
    const berlin = formatterFor('en', 'EUR', 'Europe/Berlin');
    const lateEvening = '2026-11-22T15:30:00Z';
    expect(taipei.date(lateEvening)).toBe('Nov 22, 2026');
    expect(taipei.time(lateEvening)).toMatch(/^11:30\sPM$/);
    expect(berlin.time(lateEvening)).toMatch(/^4:30\sPM$/);
    expect(taipei.day('2026-02-28')).toBe('Feb 28, 2026');
  });

  it('reads an amount typed with either decimal mark into minor units, and refuses what is not one', () => {
    expect(parseMoneyInput('12.5')).toBe(1250);
    expect(parseMoneyInput('12,50')).toBe(1250);
    expect(parseMoneyInput('1,234')).toBe(123_400);
    expect(parseMoneyInput('1.234,56')).toBe(123_456);
    expect(parseMoneyInput(' 300 ')).toBe(30_000);
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('1.2.3')).toBeNull();
    expect(parseMoneyInput('12,3456')).toBeNull();
    expect(parseMoneyInput('abc')).toBeNull();
    expect(minorToInput(1250)).toBe('12.50');
    expect(minorToInput(30_000)).toBe('300');
  });
});

describe('the formatter a screen part asks for', () => {
  it('is built once for the same language, currency, zone and direction', () => {
    const first = sharedFormatterFor('en', 'TWD', 'Asia/Taipei');
    expect(sharedFormatterFor('en', 'TWD', 'Asia/Taipei')).toBe(first);
    expect(sharedFormatterFor('de', 'TWD', 'Asia/Taipei')).not.toBe(first);
    expect(sharedFormatterFor('de', 'TWD', 'Asia/Taipei').money(120050)).toMatch(/^1\.200,50\sNT\$$/);
  });
});
