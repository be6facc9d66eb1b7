import type { DoorListEntry } from '@cloudfit/shared/schemas/offline-check-in.schema';
import { findAtDoor } from './door-lookup';

function entry(memberNumber: string, fullName: string, phone: string | null): DoorListEntry {
  return {
    memberId: Number(memberNumber.replace(/\D/g, '')),
    memberNumber,
    fullName,
    phone,
    photoUrl: null,
    statuses: ['active'],
    allowed: true,
    reason: null,
    creditsRemaining: null,
    balanceOwed: 0,
    notes: null,
    tags: [],
  };
}

const copy = [
  entry('M-0001', 'José Chang', '0912-345-678'),
  entry('M-0002', 'Mei Lin', '+886 922 111 222'),
  entry('M-0010', 'Charles Chang', null),
];

describe('findAtDoor', () => {
  it('finds a scanned member number exactly, in any case', () => {
    expect(findAtDoor(copy, ' m-0001 ').map((m) => m.fullName)).toEqual(['José Chang']);
  });

  it('finds a phone number by its digits, whatever the format', () => {
    expect(findAtDoor(copy, '0922 111').map((m) => m.fullName)).toEqual(['Mei Lin']);
    expect(findAtDoor(copy, '345678').map((m) => m.fullName)).toEqual(['José Chang']);
  });

  it('finds every word of a name, without accents, and a number by its start', () => {
    expect(findAtDoor(copy, 'chang').map((m) => m.fullName)).toEqual(['José Chang', 'Charles Chang']);
    expect(findAtDoor(copy, 'jose ch').map((m) => m.fullName)).toEqual(['José Chang']);
    expect(findAtDoor(copy, 'm-001').map((m) => m.fullName)).toEqual(['Charles Chang']);
    expect(findAtDoor(copy, 'nobody')).toEqual([]);
    expect(findAtDoor(copy, '  ')).toEqual([]);
  });
});
