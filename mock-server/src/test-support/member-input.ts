import type { createMemberSchema } from '@cloudfit/shared/schemas/member.schema';
import type { z } from 'zod';

type MemberBody = z.input<typeof createMemberSchema>;

/** A `POST /members` body: a name and a home branch, every optional field left empty unless given. */
export function memberInput(
  fields: Pick<MemberBody, 'firstName' | 'lastName' | 'homeCenterId'> & Partial<MemberBody>,
): MemberBody {
  return {
    email: null,
    phone: null,
    birthday: null,
    gender: null,
    address: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    photoUrl: null,
    tags: [],
    notes: null,
    ...fields,
  };
}
