import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import {
  defaultStartFor,
  type Freeze,
  type MembershipTerm,
  membershipEndDate,
  membershipStateOn,
  planFreeze,
  planUnfreeze,
  startAfterCurrent,
} from './membership-period';

const term = (overrides: Partial<MembershipTerm> = {}): MembershipTerm => ({
  kind: 'time',
  status: 'active',
  startDate: '2024-03-01',
  endDate: '2024-05-31',
  creditsRemaining: null,
  ...overrides,
});

describe('membershipEndDate', () => {
  it('counts days inclusively', () => {
    expect(membershipEndDate('2024-03-01', { durationValue: 30, durationUnit: 'days' })).toBe('2024-03-30');
    expect(membershipEndDate('2024-03-01', { durationValue: 1, durationUnit: 'days' })).toBe('2024-03-01');
  });

  it('ends the day before the same day of the month', () => {
    expect(membershipEndDate('2024-01-15', { durationValue: 1, durationUnit: 'months' })).toBe('2024-02-14');
    expect(membershipEndDate('2024-03-01', { durationValue: 3, durationUnit: 'months' })).toBe('2024-05-31');
    expect(membershipEndDate('2024-06-10', { durationValue: 12, durationUnit: 'months' })).toBe('2025-06-09');
  });

  it('ends on the last day of a month too short for the start day', () => {
    expect(membershipEndDate('2023-01-31', { durationValue: 1, durationUnit: 'months' })).toBe('2023-02-28');
    expect(membershipEndDate('2024-01-31', { durationValue: 1, durationUnit: 'months' })).toBe('2024-02-29');
    expect(membershipEndDate('2024-01-29', { durationValue: 1, durationUnit: 'months' })).toBe('2024-02-28');
    expect(membershipEndDate('2024-02-29', { durationValue: 12, durationUnit: 'months' })).toBe('2025-02-28');
    expect(membershipEndDate('2024-08-31', { durationValue: 1, durationUnit: 'months' })).toBe('2024-09-30');
  });
});

describe('startAfterCurrent', () => {
  it('starts the day after the latest live membership ends', () => {
    const memberships = [term({ endDate: '2024-05-31' }), term({ endDate: '2024-07-15' })];
    expect(startAfterCurrent(memberships, '2024-05-01')).toBe('2024-07-16');
  });

  it('starts today when nothing runs past today, ignoring cancelled memberships', () => {
    const memberships = [
      term({ endDate: '2024-04-30' }),
      term({ status: 'cancelled', endDate: '2024-12-31' }),
    ];
    expect(startAfterCurrent(memberships, '2024-05-01')).toBe('2024-05-01');
  });
});

describe('defaultStartFor (the start a sale proposes, on the screen and on the server)', () => {
  const memberships = [
    term({ kind: 'time', endDate: '2026-12-31' }),
    term({ kind: 'sessions', endDate: '2027-02-25' }),
  ];

  it('starts a drop-in or any pack today, whatever else the member holds', () => {
    expect(defaultStartFor('sessions', memberships, '2026-11-26')).toBe('2026-11-26');
    expect(defaultStartFor('pt', memberships, '2026-11-26')).toBe('2026-11-26');
  });

  it('starts a time package after the running time membership, not after a pack', () => {
    expect(defaultStartFor('time', memberships, '2026-11-26')).toBe('2027-01-01');
  });
});

describe('planFreeze', () => {
  it('moves the end date by the frozen days', () => {
    const result = planFreeze(term(), [], { fromDate: '2024-04-10', toDate: '2024-04-19' }, '2024-04-01');
    expect(result).toEqual({ ok: true, value: { frozenDays: 10, newEndDate: '2024-06-10' } });
  });

  it('refuses a freeze that overlaps another', () => {
    const freezes: Freeze[] = [{ fromDate: '2024-04-10', toDate: '2024-04-19', endedOn: null }];
    const result = planFreeze(
      term(),
      freezes,
      { fromDate: '2024-04-19', toDate: '2024-04-25' },
      '2024-04-01',
    );
    expect(result).toEqual({ ok: false, code: DOMAIN_CODES.freezeOverlaps });
  });

  it('lets a freeze start on the day an earlier one was ended early', () => {
    const freezes: Freeze[] = [{ fromDate: '2024-04-10', toDate: '2024-04-19', endedOn: '2024-04-15' }];
    const result = planFreeze(
      term(),
      freezes,
      { fromDate: '2024-04-15', toDate: '2024-04-20' },
      '2024-04-12',
    );
    expect(result.ok).toBe(true);
  });

  it('refuses freezes in the past, outside the membership, too long, or on a cancelled membership', () => {
    expect(planFreeze(term(), [], { fromDate: '2024-03-20', toDate: '2024-03-25' }, '2024-04-01')).toEqual({
      ok: false,
      code: DOMAIN_CODES.freezeInPast,
    });
    expect(planFreeze(term(), [], { fromDate: '2024-06-01', toDate: '2024-06-05' }, '2024-04-01')).toEqual({
      ok: false,
      code: DOMAIN_CODES.freezeOutsideMembership,
    });
    expect(planFreeze(term(), [], { fromDate: '2024-04-01', toDate: '2025-04-30' }, '2024-04-01')).toEqual({
      ok: false,
      code: DOMAIN_CODES.freezeTooLong,
    });
    expect(
      planFreeze(
        term({ status: 'cancelled' }),
        [],
        { fromDate: '2024-04-01', toDate: '2024-04-02' },
        '2024-04-01',
      ),
    ).toEqual({ ok: false, code: DOMAIN_CODES.membershipCancelled });
  });
});

describe('planUnfreeze', () => {
  const freeze: Freeze = { fromDate: '2024-04-10', toDate: '2024-04-19', endedOn: null };

  it('gives back the unused frozen days', () => {
    const frozen = term({ endDate: '2024-06-10' });
    expect(planUnfreeze(frozen, freeze, '2024-04-15')).toEqual({
      ok: true,
      value: { unusedDays: 5, newEndDate: '2024-06-05' },
    });
  });

  it('calls a freeze off on its first day: every frozen day is given back', () => {
    const frozen = term({ endDate: '2024-06-10' });
    expect(planUnfreeze(frozen, freeze, '2024-04-10')).toEqual({
      ok: true,
      value: { unusedDays: 10, newEndDate: '2024-05-31' },
    });
  });

  it('refuses a freeze already ended or a resume date outside it', () => {
    expect(planUnfreeze(term(), { ...freeze, endedOn: '2024-04-12' }, '2024-04-15')).toEqual({
      ok: false,
      code: DOMAIN_CODES.freezeNotActive,
    });
    expect(planUnfreeze(term(), freeze, '2024-04-09')).toEqual({
      ok: false,
      code: DOMAIN_CODES.freezeNotActive,
    });
    expect(planUnfreeze(term(), freeze, '2024-04-20')).toEqual({
      ok: false,
      code: DOMAIN_CODES.freezeNotActive,
    });
  });
});

describe('membershipStateOn', () => {
  const freezes: Freeze[] = [{ fromDate: '2024-04-10', toDate: '2024-04-19', endedOn: null }];

  it.each([
    ['2024-02-28', 'not_started'],
    ['2024-03-15', 'active'],
    ['2024-04-12', 'frozen'],
    ['2024-05-17', 'expiring'],
    ['2024-05-16', 'active'],
    ['2024-05-31', 'expiring'],
    ['2024-06-01', 'expired'],
  ])('on %s is %s', (date, state) => {
    expect(membershipStateOn(term(), freezes, date)).toBe(state);
  });

  it('is used up when a pack has no credits left, and cancelled before anything else', () => {
    expect(membershipStateOn(term({ kind: 'sessions', creditsRemaining: 0 }), [], '2024-03-15')).toBe(
      'used_up',
    );
    expect(membershipStateOn(term({ kind: 'sessions', creditsRemaining: 3 }), [], '2024-03-15')).toBe(
      'active',
    );
    expect(membershipStateOn(term({ status: 'cancelled' }), [], '2024-03-15')).toBe('cancelled');
  });
});
