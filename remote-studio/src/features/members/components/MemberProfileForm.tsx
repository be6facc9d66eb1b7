import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type Member,
  type UpdateMemberInput,
  updateMemberSchema,
} from '@cloudfit/shared/schemas/member.schema';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import { ResourceFormBody, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { recordQuery, useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import type { z } from 'zod';
import { MemberFields } from './member-fields';

type ProfileValues = z.input<typeof updateMemberSchema>;

function toFormValues(member: Member): ProfileValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    birthday: member.birthday,
    gender: member.gender,
    address: member.address,
    emergencyContactName: member.emergencyContactName,
    emergencyContactPhone: member.emergencyContactPhone,
    preferredLanguage: member.preferredLanguage,
    homeCenterId: member.homeCenterId,
    photoUrl: member.photoUrl,
    tags: member.tags,
    notes: member.notes,
    version: member.version,
  };
}

const CONFLICT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthday',
  'gender',
  'address',
  'emergencyContactName',
  'emergencyContactPhone',
  'preferredLanguage',
  'homeCenterId',
  'photoUrl',
  'tags',
  'notes',
] as const;

/**
 * The member's profile, saved with the version it was read at (a 409 shows what someone else changed).
 * Memoized: the screen re-rendering around it (its history tabs arriving) does not re-render the form.
 */
export const MemberProfileForm = memo(function MemberProfileForm({ member }: { member: Member }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const conflictFields: ConflictField[] = CONFLICT_FIELDS.map((name) => ({
    name,
    label: t(`members.fields.${name === 'homeCenterId' ? 'homeCenter' : name}`),
  }));
  const save = useSaveRecord<Member, UpdateMemberInput>('members', member.id, {
    keepAnswer: true,
    waitForRefresh: false,
  });
  const resourceForm = useResourceForm({
    schema: updateMemberSchema,
    defaultValues: toFormValues(member),
    submit: save,
    successMessage: t('members.info.saved'),
    conflict: { fields: conflictFields, toFormValues: (current) => toFormValues(current as Member) },
    // Member Info reads the member again when it changes elsewhere: "Load their version" takes it.
    live: {
      resource: 'members',
      recordId: member.id,
      reload: async (): Promise<void> => {
        const current = await queryClient.fetchQuery({
          ...recordQuery<Member>('members', member.id),
          staleTime: 0,
        });
        resourceForm.form.reset(toFormValues(current));
      },
    },
    onSaved: (saved) => {
      // The next save must carry the new version.
      resourceForm.form.reset(toFormValues(saved));
    },
  });
  return (
    <ResourceFormBody resourceForm={resourceForm} submitLabel={t('members.info.save')}>
      <MemberFields />
    </ResourceFormBody>
  );
});
