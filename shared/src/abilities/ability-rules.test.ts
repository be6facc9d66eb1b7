import { createAbility, rulesForRole, VISITOR_RULES } from './ability-rules';

describe('rulesForRole', () => {
  it('lets admin and developer manage everything', () => {
    for (const role of ['admin', 'developer'] as const) {
      const ability = createAbility(rulesForRole(role));
      expect(ability.can('delete', 'Staff')).toBe(true);
      expect(ability.can('read', 'Report')).toBe(true);
      expect(ability.can('read', 'ACL')).toBe(true);
    }
  });

  it('gives the front desk the studio screens and its daily work, but no money reversal or admin data', () => {
    const ability = createAbility(rulesForRole('client'));
    expect(ability.can('read', 'ACL')).toBe(true);
    expect(ability.can('read', 'Member')).toBe(true);
    expect(ability.can('create', 'Payment')).toBe(true);
    expect(ability.can('attend', 'Booking')).toBe(true);
    // A PT session's arrival (complete, no-show) is recorded at the desk.
    expect(ability.can('update', 'PtSession')).toBe(true);
    expect(ability.can('unfreeze', 'Membership')).toBe(true);
    expect(ability.can('update', 'Membership')).toBe(false);
    expect(ability.can('void', 'Invoice')).toBe(false);
    expect(ability.can('read', 'Staff')).toBe(false);
    expect(ability.can('read', 'Report')).toBe(false);
    expect(ability.can('update', 'Package')).toBe(false);
    expect(ability.can('delete', 'Member')).toBe(false);
  });

  it('gives an account with no role nothing, and a visitor only the auth pages', () => {
    expect(rulesForRole(null)).toEqual([]);
    const visitor = createAbility(VISITOR_RULES);
    expect(visitor.can('read', 'Auth')).toBe(true);
    expect(visitor.can('read', 'ACL')).toBe(false);
  });
});
