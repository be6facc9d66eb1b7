import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import { scanChoice } from './scan-choice';

const member = (id: number, memberNumber: string) => ({ id, memberNumber }) as MemberListEntry;

describe('Enter in the desk scan field', () => {
  it('sends a scanned member number straight to the door check', () => {
    expect(scanChoice(' m001573 ', [])).toEqual({ kind: 'number', memberNumber: 'M001573' });
  });

  it('takes the only member a phone typed without dashes finds', () => {
    const only = member(7, 'M000007');
    expect(scanChoice('0912345678', [only])).toEqual({ kind: 'member', member: only });
  });

  it('takes the member whose number bare digits are, among phones that hold them', () => {
    const byPhone = member(1, 'M000001');
    const byNumber = member(2, 'M001573');
    expect(scanChoice('1573', [byPhone, byNumber])).toEqual({ kind: 'member', member: byNumber });
  });

  it('leaves the choice to the desk when several names match, and says when none does', () => {
    expect(scanChoice('Wang', [member(1, 'M000001'), member(2, 'M000002')])).toEqual({ kind: 'several' });
    expect(scanChoice('Nobody', [])).toEqual({ kind: 'none' });
    expect(scanChoice('99999', [])).toEqual({ kind: 'number', memberNumber: '99999' });
  });
});
