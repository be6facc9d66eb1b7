import { backTarget, rememberVisit } from './last-visit';

describe('the Back target of a screen', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the list with the search and filters it was left with', () => {
    rememberVisit('/member-list', '?q=wang&status=active&page=2');
    rememberVisit('/apps/member/edit/12', '');
    expect(backTarget('/member-list')).toBe('/member-list?q=wang&status=active&page=2');
    expect(backTarget('/invoice')).toBe('/invoice');
  });

  it('forgets the search once the list is left plain', () => {
    rememberVisit('/member-list', '?q=wang');
    rememberVisit('/member-list', '');
    expect(backTarget('/member-list')).toBe('/member-list');
  });

  it('keeps a search the screen gives itself', () => {
    rememberVisit('/member-list', '?q=wang');
    expect(backTarget('/member-list?status=frozen')).toBe('/member-list?status=frozen');
  });
});
