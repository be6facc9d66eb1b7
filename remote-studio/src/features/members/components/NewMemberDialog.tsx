import { useNewRecordCenterId } from '../../../components/new-record-center';
import '../members.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate } from '@cloudfit/shared/router/app-router';
import {
  type CreateMemberInput,
  createMemberSchema,
  type Member,
} from '@cloudfit/shared/schemas/member.schema';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { emptyMemberValues, MemberFields } from './member-fields';

/** "New member": who they are and how to reach them; the rest is filled in on Member Info, which opens next. */
export function NewMemberDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const centerId = useNewRecordCenterId() ?? null;
  return (
    <ResourceFormDialog
      open={open}
      onClose={onClose}
      schema={createMemberSchema}
      defaultValues={emptyMemberValues(centerId)}
      // Member Info opens at once; the lists refresh behind it.
      submit={useSaveRecord<Member, CreateMemberInput>('members', null, { waitForRefresh: false })}
      successMessage={t('members.create.created')}
      afterSave="reset"
      onSaved={(member) => {
        navigate(`/apps/member/edit/${member.id}`);
      }}
      title={t('members.create.title')}
      submitLabel={t('members.create.submit')}
    >
      <MemberFields compact />
    </ResourceFormDialog>
  );
}
