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
