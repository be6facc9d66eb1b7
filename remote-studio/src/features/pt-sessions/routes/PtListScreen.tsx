import '@cloudfit/shared/ui/kit/kit.i18n';
import '../pt-sessions.i18n';
import '../pt-list.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate, useSearchParams } from '@cloudfit/shared/router/app-router';
import {
  PT_SESSION_SORT_KEYS,
  PT_SESSION_STATUSES,
  type PtSessionItem,
} from '@cloudfit/shared/schemas/pt-session.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters, useStudioProfile } from '@cloudfit/shared/ui/format/studio-profile';
import type { ListColumn, ListFilter } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { BookPtSessionDialog } from '../components/BookPtSessionDialog';
import { PT_STATUS_TONES } from '../components/pt-statuses';

/**
 * `/pt-list`: the PT sessions of a day (today unless the address says otherwise), for the front
 * desk to find the session of a member who arrives and open it.
 */
export default function PtListScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const navigate = useNavigate();
  const centers = useCenters().data;
  const [searchParams, setSearchParams] = useSearchParams();
  const canBook = useAppStore((s) => s.ability.can('create', 'PtSession'));
  const [booking, setBooking] = useState(false);
  const hasRange = searchParams.has('from') || searchParams.has('to');
  const profileLoaded = useStudioProfile().isSuccess;
  const today = format.today();
  useEffect(() => {
    if (hasRange || !profileLoaded) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', today);
        next.set('to', today);
        return next;
      },
      { replace: true },
    );
  }, [hasRange, profileLoaded, today, setSearchParams]);

  const columns: ListColumn<PtSessionItem>[] = [
    {
      key: 'startsAt',
      header: t('ptSessions.fields.time'),
      sortKey: 'startsAt',
      nowrap: true,
      render: (row) => (
        <Box>
          <Typography variant="body2">{format.date(row.startsAt)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${format.time(row.startsAt)}–${format.time(row.endsAt)}`}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'memberName',
      header: t('ptSessions.fields.member'),
      render: (row) => (
        <Box>
          <Typography variant="body2">{row.memberName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.memberNumber}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'trainerName',
      header: t('ptSessions.fields.trainer'),
      render: (row) => (
        <Box>
          <Typography variant="body2">{row.trainerName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {centers?.find((center) => center.id === row.centerId)?.name ?? ''}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'status',
      header: t('ptList.status'),
      render: (row) => (
        <StatusChip label={t(`ptSessions.statuses.${row.status}`)} tone={PT_STATUS_TONES[row.status]} />
      ),
    },
  ];
  const filters: ListFilter[] = [
    {
      kind: 'dateRange',
      fromKey: 'from',
      toKey: 'to',
      label: t('ptList.dates'),
      fromLabel: t('ptList.from'),
      toLabel: t('ptList.to'),
    },
    {
      kind: 'chips',
      key: 'status',
      label: t('ptList.status'),
      options: PT_SESSION_STATUSES.map((status) => ({
        value: status,
        label: t(`ptSessions.statuses.${status}`),
      })),
    },
  ];
  if (!hasRange) return null;
  return (
    <>
      <ResourceList<PtSessionItem>
        actions={
          canBook && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setBooking(true)}>
              {t('ptSessions.book.button')}
            </Button>
          )
        }
        resource="pt-sessions"
        title={t('ptList.title')}
        subtitle={(total) => t('ptList.subtitle', { count: total, total: format.number(total) })}
        columns={columns}
        filters={filters}
        sortKeys={PT_SESSION_SORT_KEYS}
        defaultSort={{ sortBy: 'startsAt' }}
        searchPlaceholder={t('ptList.search')}
        emptyText={(q) => (q ? t('ptList.empty', { q }) : t('ptList.emptyAll'))}
        onRowOpen={(row) => navigate(`/pt-detail/${row.id}`)}
        exportName="pt-sessions"
      />
      {canBook && <BookPtSessionDialog open={booking} onClose={() => setBooking(false)} />}
    </>
  );
}
