import { isolate } from '@cloudfit/shared/i18n/bidi';
import type { ClassItem } from '@cloudfit/shared/schemas/class.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';

export function classColumns(t: TFunction<'studio'>, format: StudioFormat): ListColumn<ClassItem>[] {
  return [
    {
      key: 'startsAt',
      nowrap: true,
      header: t('classes.columns.time'),
      sortKey: 'startsAt',
      render: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2">{format.date(row.startsAt)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {isolate(`${format.time(row.startsAt)}–${format.time(row.endsAt)}`)}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'title',
      header: t('classes.columns.title'),
      sortKey: 'title',
      render: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {row.title}
          {row.seriesId !== null && (
            <EventRepeatOutlined
              fontSize="inherit"
              color="action"
              titleAccess={t('classes.columns.weekly')}
            />
          )}
        </Box>
      ),
    },
    {
      // The same class runs at every branch: where it is tells otherwise identical rows apart.
      key: 'centerName',
      header: t('classes.columns.where'),
      render: (row) => (
        <Box>
          <Typography variant="body2">{row.centerName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.roomName}
          </Typography>
        </Box>
      ),
    },
    { key: 'instructorName', header: t('classes.columns.instructor'), hideBelow: 'lg' },
    {
      key: 'booked',
      header: t('classes.columns.booked'),
      sortKey: 'capacity',
      align: 'right',
      render: (row) => isolate(`${format.number(row.bookedCount)} / ${format.number(row.capacity)}`),
    },
    {
      key: 'waitlist',
      header: t('classes.columns.waitlist'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) => format.number(row.waitlistCount),
    },
    {
      // Never hidden: a cancelled or full class must not look bookable at any width.
      key: 'status',
      header: t('classes.columns.status'),
      render: (row) => (
        <StatusChip
          label={t(`classes.statuses.${row.status}`)}
          tone={
            row.status === 'cancelled' ? 'error' : row.bookedCount >= row.capacity ? 'warning' : 'success'
          }
        />
      ),
    },
  ];
}
