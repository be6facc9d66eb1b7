import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate } from '@cloudfit/shared/router/app-router';
import { createMemberSchema } from '@cloudfit/shared/schemas/member.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { createMember } from '../api/create-member';
import { emptyMemberValues, MemberFields } from './member-fields';

/** "New member": who they are and how to reach them; the rest is filled in on Member Info, which opens next. */
export function NewMemberDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const centerId = useAppStore((s) => s.currentCenter?.id ?? null);
  return (
    <ResourceFormDialog
      open={open}
      onClose={onClose}
      schema={createMemberSchema}
      defaultValues={emptyMemberValues(centerId)}
      submit={createMember}
      successMessage={t('members.create.created')}
      afterSave="reset"
      onSaved={(member) => {
        void queryClient.invalidateQueries({ queryKey: ['members'] });
        navigate(`/apps/member/edit/${member.id}`);
      }}
      title={t('members.create.title')}
      submitLabel={t('members.create.submit')}
    >
      <MemberFields compact />
    </ResourceFormDialog>
  );
}
