import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { DemoInvoiceStatus } from '@cloudfit/shared/schemas/demo/invoices.schema';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import PieChartOutlined from '@mui/icons-material/PieChartOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Avatar from '@mui/material/Avatar';
import Tooltip from '@mui/material/Tooltip';
import { tintedTone } from '../../../components/tinted-tone';

export const STATUS_LOOK = {
  Paid: { Icon: CheckCircleOutlined, color: 'success' },
  Draft: { Icon: EditNoteOutlined, color: 'primary' },
  'Partial Payment': { Icon: PieChartOutlined, color: 'warning' },
  'Past Due': { Icon: ErrorOutlined, color: 'error' },
  Sent: { Icon: SendOutlined, color: 'secondary' },
  Downloaded: { Icon: DownloadOutlined, color: 'info' },
} as const;

/** The list's status column: an icon on the status colour, named for screen readers and on hover. */
export function InvoiceStatusAvatar({ status }: { status: DemoInvoiceStatus }) {
  const { t } = useTranslation('demo');
  const { Icon, color } = STATUS_LOOK[status];
  const label = t(`invoices.statuses.${status}`);
  return (
    <Tooltip title={label}>
      <Avatar role="img" aria-label={label} sx={[{ width: 30, height: 30 }, tintedTone(color)]}>
        <Icon sx={{ fontSize: 18 }} />
      </Avatar>
    </Tooltip>
  );
}
