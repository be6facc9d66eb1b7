import { createMemberSchema } from '@cloudfit/shared/schemas/member.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { useResourceForm } from '../../../components/form/resource-form';
import { createMember } from '../api/create-member';
import { emptyMemberValues, MemberFields } from './member-fields';

/** "New member": who they are and how to reach them; the rest is filled in on Member Info, which opens next. */
export function NewMemberDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const centerId = useAppStore((s) => s.currentCenter?.id ?? null);
  const resourceForm = useResourceForm({
    schema: createMemberSchema,
    defaultValues: emptyMemberValues(centerId),
    submit: createMember,
    successMessage: t('members.create.created'),
    afterSave: 'reset',
    onSaved: (member) => {
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      onClose();
      navigate(`/apps/member/edit/${member.id}`);
    },
  });
  return (
    <FormDialog
      open={open}
      title={t('members.create.title')}
      submitLabel={t('members.create.submit')}
      resourceForm={resourceForm}
      onClose={onClose}
    >
      <MemberFields compact />
    </FormDialog>
  );
}
