import { useLiveQueries } from '@cloudfit/shared/live/use-live';
import '@cloudfit/shared/ui/kit/kit.i18n';
import '../members.i18n';
import '../member-bulk.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate, useParams, useSearchParams } from '@cloudfit/shared/router/app-router';
import type { Member } from '@cloudfit/shared/schemas/member.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import { recordQuery, useRecord } from '@cloudfit/shared/ui/kit/record';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePrefetchQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useArchiveMember } from '../api/archive-member';
import { MemberHeader } from '../components/MemberHeader';
import {
  ActivityTab,
  BookingsTab,
  CheckInsTab,
  DocumentsTab,
  InvoicesTab,
  PtSessionsTab,
} from '../components/MemberHistoryTabs';
import { MemberProfileForm } from '../components/MemberProfileForm';
import { MembershipsTab } from '../components/MembershipsTab';

const TABS = [
  'memberships',
  'invoices',
  'bookings',
  'ptSessions',
  'checkIns',
  'documents',
  'activity',
] as const;
type MemberTab = (typeof TABS)[number];

const TAB_CONTENT: Record<MemberTab, (props: { memberId: number }) => ReactNode> = {
  memberships: MembershipsTab,
  invoices: InvoicesTab,
  bookings: BookingsTab,
  ptSessions: PtSessionsTab,
  checkIns: CheckInsTab,
  documents: DocumentsTab,
  activity: ActivityTab,
};

export default function MemberInfoScreen() {
  // Changes made at other desks and in other tabs refresh what this screen shows.
  useLiveQueries();
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const memberId = Number(useParams().id);
  const ability = useAppStore((s) => s.ability);
  const [searchParams, setSearchParams] = useSearchParams();
  const [archiving, setArchiving] = useState(false);
  // Asked for as the screen first renders, not after its first frame (when useQuery subscribes).
  usePrefetchQuery(recordQuery<Member>('members', memberId));
  const { data: member, error, refetch } = useRecord<Member>('members', memberId);
  // The history tabs below the profile render just after the member is on screen; they read their own data.
  const historyShown = useDeferredValue(member !== undefined, false);
  const archive = useArchiveMember({
    successMessage: t('members.info.archived'),
    onSuccess: () => navigate('/member-list'),
  });

  const tabs = TABS.filter((tab) => tab !== 'activity' || ability.can('read', 'AuditLog'));
  const requested = searchParams.get('tab') as MemberTab | null;
  const tab = requested && tabs.includes(requested) ? requested : 'memberships';
  const TabContent = TAB_CONTENT[tab];

  if (error) {
    const missing = ApiError.is(error) && error.status === 404;
    return (
      <Alert
        severity={missing ? 'warning' : 'error'}
        action={
          missing ? undefined : (
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {t('kit:retry')}
            </Button>
          )
        }
      >
        {missing ? t('members.info.notFound') : t('members.info.loadFailed')}
      </Alert>
    );
  }
  if (!member) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('kit:list.loading')} />
      </Box>
    );
  }

  return (
    <>
      <PageHeader
        title={t('members.info.title')}
        backTo="/member-list"
        actions={
          ability.can('delete', 'Member') && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<ArchiveOutlined />}
              onClick={() => setArchiving(true)}
            >
              {t('members.info.archive')}
            </Button>
          )
        }
      />
      <MemberHeader member={member} />
      <Card sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {t('members.info.profile')}
        </Typography>
        <MemberProfileForm key={member.id} member={member} />
      </Card>
      {historyShown && (
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Tabs
            value={tab}
            onChange={(_event, next: MemberTab) => {
              const params = new URLSearchParams(searchParams);
              params.set('tab', next);
              setSearchParams(params);
            }}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('members.tabs.label')}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`members.tabs.${value}`)}
                id={`member-tab-${value}`}
                aria-controls="member-tab-panel"
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="member-tab-panel" aria-labelledby={`member-tab-${tab}`}>
            <TabContent memberId={member.id} />
          </Box>
        </Card>
      )}
      <ConfirmDialog
        open={archiving}
        title={t('members.info.archiveTitle', { name: member.fullName })}
        body={t('members.info.archiveBody')}
        confirmLabel={t('members.info.archive')}
        destructive
        busy={archive.isPending}
        onConfirm={() => archive.mutate(member)}
        onClose={() => setArchiving(false)}
      />
    </>
  );
}
