import { closedDaysCovered } from './closure-plan';

const closure = { startsOn: '2026-07-10', endsOn: '2026-07-12' };

describe('closedDaysCovered', () => {
  it('counts every closed day of a membership running through the closure', () => {
    expect(closedDaysCovered({ startDate: '2026-07-01', endDate: '2026-07-31' }, [], closure)).toBe(3);
  });

  it('counts only the closed days inside the membership period', () => {
    expect(closedDaysCovered({ startDate: '2026-07-11', endDate: '2026-08-10' }, [], closure)).toBe(2);
    expect(closedDaysCovered({ startDate: '2026-06-11', endDate: '2026-07-10' }, [], closure)).toBe(1);
  });

  it('gives nothing to a membership outside the closure', () => {
    expect(closedDaysCovered({ startDate: '2026-07-13', endDate: '2026-08-12' }, [], closure)).toBe(0);
    expect(closedDaysCovered({ startDate: '2026-06-01', endDate: '2026-07-09' }, [], closure)).toBe(0);
  });

  it('leaves out closed days a freeze already gave back', () => {
    const freezes = [{ fromDate: '2026-07-05', toDate: '2026-07-20', endedOn: '2026-07-12' }];
    expect(closedDaysCovered({ startDate: '2026-07-01', endDate: '2026-08-15' }, freezes, closure)).toBe(1);
  });
});
