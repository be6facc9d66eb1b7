import { periodRange } from './report-filters';

describe('report periods', () => {
  it('starts a week on Monday, also when today is a Sunday', () => {
    expect(periodRange('thisWeek', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodRange('thisWeek', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16' });
  });

  it('takes last month whole, across a year boundary and in a leap year', () => {
    expect(periodRange('lastMonth', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('runs this month and this year to today, and all time without bounds', () => {
    expect(periodRange('thisMonth', '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(periodRange('thisYear', '2026-11-22')).toEqual({ from: '2026-01-01', to: '2026-11-22' });
    expect(periodRange('today', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(periodRange('allTime', '2026-11-22')).toEqual({});
  });
});
