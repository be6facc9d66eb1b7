import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  cancelMembershipSchema,
  extendMembershipSchema,
  freezeMembershipSchema,
  type MembershipItem,
  type MembershipListItem,
  unfreezeMembershipSchema,
} from '@cloudfit/shared/schemas/membership.schema';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { FieldGrid, FormDay, FormInteger, FormText } from '@cloudfit/shared/ui/kit/form';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { membershipChanges } from '../api/membership-changes';

export type MembershipChange = 'freeze' | 'unfreeze' | 'extend' | 'cancel';

interface ChangeDialogProps {
  membership: MembershipListItem;
  today: string;
  onClose(): void;
}

/** After any change the membership lists and the member's statuses are out of date. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['memberships'] });
    void queryClient.invalidateQueries({ queryKey: ['members'] });
  };
}

function FreezeDialog({ membership, today, onClose }: ChangeDialogProps) {
  const { t } = useTranslation('studio');
  const refresh = useRefreshAfterChange();
  return (
    <ResourceFormDialog
      onClose={onClose}
      schema={freezeMembershipSchema}
      defaultValues={{
        fromDate: today,
        toDate: dayjs(today).add(6, 'day').format('YYYY-MM-DD'),
        reason: '',
        version: membership.version,
      }}
      submit={(input) => membershipChanges.freeze(membership.id, input)}
      successMessage={t('members.memberships.frozen')}
      onSaved={refresh}
      title={t('members.memberships.freezeTitle', { name: membership.packageName })}
      submitLabel={t('members.memberships.freeze')}
    >
      <FieldGrid>
        <FormDay name="fromDate" label={t('members.memberships.fromDate')} minDay={today} required />
        <FormDay name="toDate" label={t('members.memberships.toDate')} minDay={today} required />
        <div className="full-row">
          <FormText name="reason" label={t('members.memberships.reason')} required />
        </div>
      </FieldGrid>
    </ResourceFormDialog>
  );
}

/**
 * The earliest day the running freeze can end: the day it began (which calls it off), never before
 * today. A freeze that started today ends today, so the membership runs again at once.
 */
function earliestResume(membership: MembershipItem, today: string): string {
  const running = membership.freezes.find((freeze) => freeze.endedOn === null && freeze.toDate >= today);
  if (!running) return today;
  return running.fromDate > today ? running.fromDate : today;
}

function UnfreezeDialog(props: ChangeDialogProps) {
  const { data } = useRecord<MembershipItem>('memberships', props.membership.id);
  return data ? <UnfreezeForm {...props} resumeFrom={earliestResume(data, props.today)} /> : null;
}

function UnfreezeForm({ membership, onClose, resumeFrom }: ChangeDialogProps & { resumeFrom: string }) {
  const { t } = useTranslation('studio');
  const refresh = useRefreshAfterChange();
  return (
    <ResourceFormDialog
      onClose={onClose}
      schema={unfreezeMembershipSchema}
      defaultValues={{ resumeOn: resumeFrom, version: membership.version }}
      submit={(input) => membershipChanges.unfreeze(membership.id, input)}
      successMessage={t('members.memberships.unfrozen')}
      onSaved={refresh}
      title={t('members.memberships.unfreezeTitle', { name: membership.packageName })}
      submitLabel={t('members.memberships.unfreeze')}
      maxWidth="xs"
    >
      <FormDay name="resumeOn" label={t('members.memberships.resumeOn')} minDay={resumeFrom} required />
    </ResourceFormDialog>
  );
}

function ExtendDialog({ membership, onClose }: ChangeDialogProps) {
  const { t } = useTranslation('studio');
  const refresh = useRefreshAfterChange();
  return (
    <ResourceFormDialog
      onClose={onClose}
      schema={extendMembershipSchema}
      defaultValues={{ days: 7, version: membership.version }}
      submit={(input) => membershipChanges.extend(membership.id, input)}
      successMessage={t('members.memberships.extended')}
      onSaved={refresh}
      title={t('members.memberships.extendTitle', { name: membership.packageName })}
      submitLabel={t('members.memberships.extend')}
      maxWidth="xs"
    >
      <FormInteger name="days" label={t('members.memberships.days')} min={1} required />
    </ResourceFormDialog>
  );
}

function CancelDialog({ membership, onClose }: ChangeDialogProps) {
  const { t } = useTranslation('studio');
  const refresh = useRefreshAfterChange();
  return (
    <ResourceFormDialog
      onClose={onClose}
      schema={cancelMembershipSchema}
      defaultValues={{ reason: '', version: membership.version }}
      submit={(input) => membershipChanges.cancel(membership.id, input)}
      successMessage={t('members.memberships.cancelled')}
      onSaved={refresh}
      title={t('members.memberships.cancelTitle', { name: membership.packageName })}
      submitLabel={t('members.memberships.confirmCancel')}
      maxWidth="xs"
    >
      <p>{t('members.memberships.cancelBody')}</p>
      <FormText name="reason" label={t('members.memberships.reason')} required />
    </ResourceFormDialog>
  );
}

const DIALOGS = {
  freeze: FreezeDialog,
  unfreeze: UnfreezeDialog,
  extend: ExtendDialog,
  cancel: CancelDialog,
} satisfies Record<MembershipChange, (props: ChangeDialogProps) => React.ReactNode>;

/** Freeze (from/to and reason), unfreeze (the day it runs again), extend by days, or cancel with a reason. */
export function MembershipChangeDialog({
  change,
  ...props
}: ChangeDialogProps & { change: MembershipChange }) {
  const Dialog = DIALOGS[change];
  return <Dialog {...props} />;
}
