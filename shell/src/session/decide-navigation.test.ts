import { createAbility, rulesForRole, VISITOR_RULES } from '@cloudfit/shared/abilities/ability-rules';
import { safeRedirectTarget } from '@cloudfit/shared/session/home-route';
import { ROUTES } from '../routes';
import { decideNavigation, type NavigationContext } from './decide-navigation';

const route = (path: string) => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

function as(role: 'admin' | 'developer' | 'client' | null, signedIn = true, params = {}): NavigationContext {
  return {
    signedIn,
    role,
    ability: createAbility([...VISITOR_RULES, ...(signedIn ? rulesForRole(role) : [])]),
    params,
    requestedPath: '/member-list?q=ann',
  };
}

describe('decideNavigation', () => {
  it('sends a visitor who opens a studio screen to the login screen, remembering where they were going', () => {
    expect(decideNavigation(route('/member-list'), as(null, false))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmember-list%3Fq%3Dann',
    });
  });

  it('lets staff open the studio screens their role allows', () => {
    expect(decideNavigation(route('/member-list'), as('client'))).toEqual({ kind: 'render' });
    expect(decideNavigation(route('/staff-list'), as('admin'))).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user to not-authorized for data their role may not read', () => {
    expect(decideNavigation(route('/staff-list'), as('client'))).toEqual({
      kind: 'redirect',
      to: '/pages/miscellaneous/not-authorized',
    });
    expect(decideNavigation(route('/report-nonpay'), as('client')).kind).toBe('redirect');
  });

  it('redirects a signed-in user away from login by role: admin and developer home, client to access control', () => {
    expect(decideNavigation(route('/login'), as('admin'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation(route('/login'), as('developer'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation(route('/register'), as('client'))).toEqual({
      kind: 'redirect',
      to: '/access-control',
    });
    expect(decideNavigation(route('/forgot-password'), as(null))).toEqual({ kind: 'sign-out' });
  });

  it('shows the login screen to a visitor', () => {
    expect(decideNavigation(route('/login'), as(null, false))).toEqual({ kind: 'render' });
    expect(decideNavigation(route('/error-404'), as(null, false))).toEqual({ kind: 'render' });
  });

  it('sends an unknown email folder or todo tag to error-404', () => {
    expect(decideNavigation(route('/apps/email/:folder'), as('developer', true, { folder: 'spam' }))).toEqual(
      {
        kind: 'render',
      },
    );
    expect(decideNavigation(route('/apps/email/:folder'), as('developer', true, { folder: 'junk' }))).toEqual(
      {
        kind: 'redirect',
        to: '/error-404',
      },
    );
    expect(
      decideNavigation(route('/apps/todo/tag/:tag'), as('developer', true, { tag: 'urgent' })).kind,
    ).toBe('redirect');
  });

  it('follows only same-app redirect targets after sign-in', () => {
    expect(safeRedirectTarget('/member-list?q=a')).toBe('/member-list?q=a');
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
  });
});

describe('route table', () => {
  it('has every path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
