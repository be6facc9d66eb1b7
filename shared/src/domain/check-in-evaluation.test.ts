import {
  type CheckInRules,
  evaluateCheckIn,
  isOpenAt,
  type MembershipForCheckIn,
} from './check-in-evaluation';

const rules: CheckInRules = { checkInBlockOwingOver: 0, checkInRequireWaiver: true };
const today = '2024-06-10';

const membership = (overrides: Partial<MembershipForCheckIn> = {}): MembershipForCheckIn => ({
  id: 1,
  kind: 'time',
  status: 'active',
  startDate: '2024-06-01',
  endDate: '2024-12-31',
  creditsRemaining: null,
  freezes: [],
  ...overrides,
});

const evaluate = (
  memberships: MembershipForCheckIn[],
  extra: Partial<Parameters<typeof evaluateCheckIn>[0]> = {},
) =>
  evaluateCheckIn({
    memberships,
    today,
    hasBookingToday: false,
    balanceOwed: 0,
    hasSignedWaiver: true,
    rules,
    ...extra,
  });

describe('evaluateCheckIn', () => {
  it('lets in a member with a running membership, a signed waiver and nothing owed', () => {
    expect(evaluate([membership()])).toEqual({ allowed: true, membershipId: 1 });
  });

  it.each([
    ['no_membership', [], false],
    ['no_membership', [membership({ status: 'cancelled' })], false],
    ['expired', [membership({ endDate: '2024-06-09' })], true],
    ['not_started', [membership({ startDate: '2024-06-11' })], true],
    [
      'frozen',
      [membership({ freezes: [{ fromDate: '2024-06-05', toDate: '2024-06-20', endedOn: null }] })],
      false,
    ],
    ['no_credits', [membership({ kind: 'sessions', creditsRemaining: 0 })], true],
  ])('refuses with %s', (reason, memberships, overridable) => {
    expect(evaluate(memberships)).toMatchObject({ allowed: false, reason, overridable });
  });

  it('names the membership closest to usable when none admits', () => {
    const expired = membership({ id: 1, endDate: '2024-05-31' });
    const frozen = membership({
      id: 2,
      freezes: [{ fromDate: '2024-06-01', toDate: '2024-06-30', endedOn: null }],
    });
    expect(evaluate([expired, frozen])).toMatchObject({ allowed: false, reason: 'frozen', membershipId: 2 });
  });

  it('names a membership that starts later before a used-up pack, as the desk card lists them', () => {
    const usedUp = membership({ id: 1, kind: 'sessions', creditsRemaining: 0 });
    const trial = membership({ id: 2, startDate: '2024-06-13', endDate: '2024-06-19' });
    expect(evaluate([usedUp, trial])).toMatchObject({
      allowed: false,
      reason: 'not_started',
      membershipId: 2,
    });
  });

  it('admits on any running membership even if another has expired', () => {
    const expired = membership({ id: 1, endDate: '2024-05-31' });
    expect(evaluate([expired, membership({ id: 2 })])).toEqual({ allowed: true, membershipId: 2 });
  });

  it('admits a member whose pack is used up when they hold a booking today', () => {
    const usedUp = membership({ kind: 'sessions', creditsRemaining: 0 });
    expect(evaluate([usedUp], { hasBookingToday: true })).toEqual({ allowed: true, membershipId: 1 });
  });

  it('refuses a member who owes more than the limit, and one without a signed waiver', () => {
    expect(evaluate([membership()], { balanceOwed: 1 })).toMatchObject({
      reason: 'owes_money',
      overridable: true,
    });
    expect(
      evaluate([membership()], { balanceOwed: 4000, rules: { ...rules, checkInBlockOwingOver: 5000 } }),
    ).toMatchObject({ allowed: true });
    expect(evaluate([membership()], { hasSignedWaiver: false })).toMatchObject({
      reason: 'unsigned_document',
      overridable: true,
    });
    expect(
      evaluate([membership()], {
        hasSignedWaiver: false,
        balanceOwed: 100,
        rules: { checkInBlockOwingOver: null, checkInRequireWaiver: false },
      }),
    ).toEqual({ allowed: true, membershipId: 1 });
  });
});

describe('a branch open past midnight or around the clock', () => {
  // Friday 18:00 to Saturday 02:00 and all of Sunday, in Taipei (UTC+8).
  const hours = [
    { day: 'fri', opens: '18:00', closes: '02:00' },
    { day: 'sun', opens: '00:00', closes: '24:00' },
  ] as const;
  const at = (iso: string) => isOpenAt([...hours], 'Asia/Taipei', new Date(iso));

  it('is open after midnight on the next day, until its closing time', () => {
    expect(at('2024-06-14T09:59:00Z')).toBe(false); // Friday 17:59
    expect(at('2024-06-14T10:00:00Z')).toBe(true); // Friday 18:00
    expect(at('2024-06-14T17:30:00Z')).toBe(true); // Saturday 01:30
    expect(at('2024-06-14T18:00:00Z')).toBe(false); // Saturday 02:00
  });

  it('is open all day on a 00:00–24:00 day', () => {
    expect(at('2024-06-15T16:00:00Z')).toBe(true); // Sunday 00:00
    expect(at('2024-06-16T15:59:00Z')).toBe(true); // Sunday 23:59
    expect(at('2024-06-16T16:00:00Z')).toBe(false); // Monday 00:00
  });
});
