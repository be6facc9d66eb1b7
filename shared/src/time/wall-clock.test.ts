import { instantToWallInput, wallInputToInstant } from './wall-clock';

describe('times typed on a branch clock', () => {
  it('reads an instant on the branch clock', () => {
    expect(instantToWallInput('2026-03-02T01:30:00.000Z', 'Asia/Taipei')).toBe('2026-03-02T09:30');
    expect(instantToWallInput('2026-03-02T01:30:00.000Z', 'America/New_York')).toBe('2026-03-01T20:30');
    expect(instantToWallInput('', 'Asia/Taipei')).toBe('');
  });

  it('turns branch wall-clock time back into the same instant', () => {
    expect(wallInputToInstant('2026-03-02T09:30', 'Asia/Taipei')).toBe('2026-03-02T01:30:00.000Z');
    expect(wallInputToInstant('2026-07-01T18:00', 'Europe/Berlin')).toBe('2026-07-01T16:00:00.000Z');
    expect(wallInputToInstant('2026-01-15T18:00', 'Europe/Berlin')).toBe('2026-01-15T17:00:00.000Z');
    expect(wallInputToInstant('not a time', 'Europe/Berlin')).toBeNull();
  });

  it('moves a time skipped by daylight saving to the hour after', () => {
    expect(wallInputToInstant('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
  });
});
