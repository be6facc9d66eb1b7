import { LOCALES } from '@cloudfit/shared/constants';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type CreateMemberInput, GENDERS } from '@cloudfit/shared/schemas/member.schema';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import {
  FieldGrid,
  FormDay,
  FormSelect,
  FormTags,
  FormText,
  LOCALE_NAMES,
} from '@cloudfit/shared/ui/kit/form';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { memo, useDeferredValue } from 'react';
import { useWatch } from 'react-hook-form';

export type MemberProfileValues = CreateMemberInput & { version?: number };

/** A member with nothing entered yet, at the given home branch. */
export function emptyMemberValues(homeCenterId: number | null): CreateMemberInput {
  return {
    firstName: '',
    lastName: '',
    email: null,
    phone: null,
    birthday: null,
    gender: null,
    address: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    preferredLanguage: null,
    homeCenterId: homeCenterId as number,
    photoUrl: null,
    tags: [],
    notes: null,
  };
}

/** The photo the address points at, or the initials while there is none. */
function PhotoPreview() {
  const { t } = useTranslation('studio');
  const [photoUrl, firstName, lastName] = useWatch<
    MemberProfileValues,
    ['photoUrl', 'firstName', 'lastName']
  >({ name: ['photoUrl', 'firstName', 'lastName'] });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={photoUrl ?? undefined}
        alt={t('members.info.photoPreview')}
        sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {(firstName ?? '').slice(0, 1)}
        {(lastName ?? '').slice(0, 1)}
      </Avatar>
      <FormText<MemberProfileValues> name="photoUrl" label={t('members.fields.photoUrl')} type="url" />
    </Stack>
  );
}

/**
 * Member Info's rows below its first screen (photo, tags, notes): they render in the frame after the
 * rows above them, so the member's name and details paint without waiting for them. Their own
 * component, so that their arrival re-renders nothing above them.
 */
function LowerRows() {
  const { t } = useTranslation('studio');
  const shown = useDeferredValue(true, false);
  if (!shown) return null;
  return (
    <>
      <div className="full-row">
        <PhotoPreview />
      </div>
      <div className="full-row">
        <FormTags<MemberProfileValues> name="tags" label={t('members.fields.tags')} />
      </div>
      <div className="full-row">
        <FormText<MemberProfileValues> name="notes" label={t('members.fields.notes')} multiline minRows={3} />
      </div>
    </>
  );
}

/**
 * The profile fields of a member, for the "New member" dialog (`compact`: who they are and how to
 * reach them) and the Member Info form (everything). Memoized: the form re-rendering for its own
 * state (ready, dirty, submitting) leaves the fields alone; each field follows its own value.
 */
export const MemberFields = memo(function MemberFields({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('studio');
  const centers = useCenters();
  const centerOptions = (centers.data ?? []).map((center) => ({ value: center.id, label: center.name }));
  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`members.genders.${gender}`) }));
  return (
    <FieldGrid columns={2}>
      <FormText<MemberProfileValues> name="firstName" label={t('members.fields.firstName')} required />
      <FormText<MemberProfileValues> name="lastName" label={t('members.fields.lastName')} required />
      <FormText<MemberProfileValues>
        name="email"
        label={t('members.fields.email')}
        type="email"
        autoComplete="off"
      />
      <FormText<MemberProfileValues> name="phone" label={t('members.fields.phone')} type="tel" />
      <FormSelect<MemberProfileValues>
        name="homeCenterId"
        label={t('members.fields.homeCenter')}
        options={centerOptions}
        required
      />
      <FormDay<MemberProfileValues> name="birthday" label={t('members.fields.birthday')} birthDate />
      {!compact && (
        <>
          <FormSelect<MemberProfileValues>
            name="gender"
            label={t('members.fields.gender')}
            options={genderOptions}
            emptyLabel="—"
          />
          <FormText<MemberProfileValues> name="address" label={t('members.fields.address')} />
          <FormText<MemberProfileValues>
            name="emergencyContactName"
            label={t('members.fields.emergencyContactName')}
          />
          <FormText<MemberProfileValues>
            name="emergencyContactPhone"
            label={t('members.fields.emergencyContactPhone')}
            type="tel"
          />
          <FormSelect<MemberProfileValues>
            name="preferredLanguage"
            label={t('members.fields.preferredLanguage')}
            helperText={t('members.fields.preferredLanguageHelp')}
            options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
            emptyLabel={t('members.fields.studioLanguage')}
          />
          <LowerRows />
        </>
      )}
    </FieldGrid>
  );
});
