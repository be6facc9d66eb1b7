import { closedDaysCovered, planClosureMoves } from './closure-plan';

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

describe('planClosureMoves', () => {
  const atBranch = (membershipId: number, startDate: string, endDate: string) => ({
    membershipId,
    startDate,
    endDate,
    atClosedCenter: true,
    freezes: [],
  });

  it('starts the renewal after an extended membership later by the same days, keeping its length', () => {
    const moves = planClosureMoves(
      [atBranch(1, '2026-06-12', '2026-07-11'), atBranch(2, '2026-07-12', '2026-08-10')],
      closure,
    );

    expect(moves).toEqual([
      {
        membershipId: 1,
        days: 2,
        startDate: '2026-06-12',
        newStartDate: '2026-06-12',
        endDate: '2026-07-11',
        newEndDate: '2026-07-13',
      },
      {
        membershipId: 2,
        days: 0,
        startDate: '2026-07-12',
        newStartDate: '2026-07-14',
        endDate: '2026-08-10',
        newEndDate: '2026-08-12',
      },
    ]);
  });

  it('moves a renewal at another branch too, and the ones after it, but not one after a gap wide enough', () => {
    const moves = planClosureMoves(
      [
        atBranch(1, '2026-07-01', '2026-07-31'),
        { ...atBranch(2, '2026-08-01', '2026-08-31'), atClosedCenter: false },
        atBranch(3, '2026-09-01', '2026-09-30'),
        atBranch(4, '2026-10-10', '2026-11-09'),
      ],
      closure,
    );

    expect(
      moves.map(({ membershipId, newStartDate, newEndDate }) => [membershipId, newStartDate, newEndDate]),
    ).toEqual([
      [1, '2026-07-01', '2026-08-03'],
      [2, '2026-08-04', '2026-09-03'],
      [3, '2026-09-04', '2026-10-03'],
    ]);
  });

  it('leaves a membership that already overlapped the extended one where it was', () => {
    const moves = planClosureMoves(
      [
        atBranch(1, '2026-07-01', '2026-07-31'),
        { ...atBranch(2, '2026-07-20', '2026-08-19'), atClosedCenter: false },
      ],
      closure,
    );

    expect(moves.map((move) => move.membershipId)).toEqual([1]);
  });
});
