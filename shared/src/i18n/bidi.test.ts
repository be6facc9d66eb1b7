import { formatterFor } from '../ui/format/studio-format';
import { FSI, isolate, PDI, withoutIsolates } from './bidi';

describe('isolate', () => {
  it('wraps the whole phrase once, so its numbers keep their order in a right-to-left layout', () => {
    expect(isolate('22 / 24')).toBe(`${FSI}22 / 24${PDI}`);
    expect(isolate('12:15 PM–1:00 PM')).toBe('\u206812:15 PM–1:00 PM\u2069');
  });

  it('leaves an empty text empty, so an absent value shows nothing', () => {
    expect(isolate('')).toBe('');
  });

  it('round-trips through withoutIsolates', () => {
    expect(withoutIsolates(`${isolate('1.200,00 €')} ${isolate('3')}`)).toBe('1.200,00 € 3');
  });
});

describe('the studio formatter in a right-to-left layout', () => {
  it('isolates each amount, date, time and number, and leaves left-to-right text as it was', () => {
    const rtl = formatterFor('de', 'EUR', 'Europe/Berlin', true);
    expect(rtl.money(123_456)).toBe(isolate('1.234,56\u00a0€'));
    expect(rtl.time('2026-11-22T11:15:00Z')).toBe(isolate('12:15'));
    expect(rtl.number(-5)).toBe(isolate('-5'));
    expect(rtl.money(null)).toBe('');
    expect(rtl.today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formatterFor('de', 'EUR', 'Europe/Berlin').money(123_456)).toBe('1.234,56\u00a0€');
  });
});
