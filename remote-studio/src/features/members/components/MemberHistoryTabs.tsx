import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { paymentMethodLabel } from '@cloudfit/shared/i18n/payment-methods.i18n';
import { Link as RouterLink, useNavigate } from '@cloudfit/shared/router/app-router';
import type { AuditLogItem } from '@cloudfit/shared/schemas/audit-log.schema';
import type { BookingItem } from '@cloudfit/shared/schemas/booking.schema';
import type { CheckInItem } from '@cloudfit/shared/schemas/check-in.schema';
import type { InvoiceListItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { PaymentListItem } from '@cloudfit/shared/schemas/payment.schema';
import type { PtSessionItem } from '@cloudfit/shared/schemas/pt-session.schema';
import type { SignatureRequestItem } from '@cloudfit/shared/schemas/signature.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { invoiceStatusOf, owedText } from '../../../components/invoice-status';
import { SendToSignButton } from '../../../components/send-to-sign/SendToSignDialog';
import { activityAction, activityDetails } from './activity-details';
import { SignedDocumentDialog } from './SignedDocumentDialog';

const invoiceAddress = (invoiceId: number) => `/invoice?invoice=${invoiceId}`;

/** The member's invoices with what is still owed, and the payments made against them. */
export function InvoicesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const navigate = useNavigate();
  const invoiceLink = (invoiceId: number, label: string) => (
    <Link component={RouterLink} to={invoiceAddress(invoiceId)} onClick={(event) => event.stopPropagation()}>
      {label}
    </Link>
  );
  return (
    <Stack spacing={4}>
      <ResourceList<InvoiceListItem>
        resource="invoices"
        title={t('members.invoices.title')}
        fixedParams={{ memberId }}
        centerParam={false}
        embedded={{ prefix: 'inv' }}
        emptyText={() => t('members.invoices.empty')}
        onRowOpen={(row) => navigate(invoiceAddress(row.id))}
        columns={[
          {
            key: 'number',
            header: t('members.invoices.number'),
            sortKey: 'number',
            render: (row) => invoiceLink(row.id, row.number ?? t('members.invoices.draft')),
          },
          {
            key: 'status',
            header: t('members.invoices.status'),
            render: (row) => {
              const status = invoiceStatusOf(row);
              return <StatusChip label={t(`members.invoiceStatuses.${status.status}`)} tone={status.tone} />;
            },
          },
          {
            key: 'issuedOn',
            nowrap: true,
            header: t('members.invoices.issuedOn'),
            sortKey: 'issuedOn',
            hideBelow: 'sm',
            render: (row) => (row.issuedOn ? format.day(row.issuedOn) : ''),
          },
          {
            key: 'total',
            header: t('members.invoices.total'),
            sortKey: 'total',
            align: 'right',
            render: (row) => format.money(row.total),
          },
          {
            key: 'paid',
            header: t('members.invoices.paid'),
            align: 'right',
            hideBelow: 'md',
            render: (row) => format.money(row.paid),
          },
          {
            key: 'balance',
            header: t('members.invoices.balance'),
            align: 'right',
            render: (row) => owedText(row, format.money),
          },
        ]}
      />
      <ResourceList<PaymentListItem>
        resource="payments"
        title={t('members.payments.title')}
        fixedParams={{ memberId }}
        centerParam={false}
        embedded={{ prefix: 'pay' }}
        emptyText={() => t('members.payments.empty')}
        columns={[
          {
            key: 'paidAt',
            header: t('members.payments.paidAt'),
            sortKey: 'paidAt',
            render: (row) => format.dateTime(row.paidAt),
          },
          {
            key: 'invoiceNumber',
            header: t('members.payments.invoice'),
            render: (row) => invoiceLink(row.invoiceId, row.invoiceNumber ?? t('members.invoices.draft')),
          },
          {
            key: 'method',
            header: t('members.payments.method'),
            render: (row) => paymentMethodLabel(t, row.method),
          },
          {
            key: 'amount',
            header: t('members.payments.amount'),
            align: 'right',
            // A payment recorded by mistake and reversed stays listed, struck through: it counts nowhere.
            render: (row) =>
              row.reversedAt ? (
                <Stack sx={{ alignItems: 'flex-end' }} spacing={0.5} data-testid="member-payment-reversed">
                  <del>{format.money(row.amount)}</del>
                  <StatusChip label={t('members.payments.reversed')} />
                </Stack>
              ) : row.refunded > 0 ? (
                <Stack sx={{ alignItems: 'flex-end' }} data-testid="member-payment-refunded">
                  <span>{format.money(row.amount)}</span>
                  <Typography variant="caption" color="text.secondary">
                    {t('members.payments.refunded', { amount: format.money(row.refunded) })}
                  </Typography>
                </Stack>
              ) : (
                format.money(row.amount)
              ),
          },
        ]}
      />
    </Stack>
  );
}

export function BookingsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <ResourceList<BookingItem>
      resource="bookings"
      title={t('members.bookings.title')}
      fixedParams={{ memberId }}
      centerParam={false}
      embedded={{ prefix: 'bk' }}
      defaultSort={{ sortBy: 'classStartsAt', sortDesc: true }}
      emptyText={() => t('members.bookings.empty')}
      columns={[
        { key: 'classTitle', header: t('members.bookings.class') },
        {
          key: 'classStartsAt',
          header: t('members.bookings.startsAt'),
          sortKey: 'classStartsAt',
          render: (row) => format.dateTime(row.classStartsAt),
        },
        {
          key: 'status',
          header: t('members.bookings.status'),
          render: (row) => <StatusChip label={t(`members.bookingStatuses.${row.status}`)} />,
        },
      ]}
    />
  );
}

export function PtSessionsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <ResourceList<PtSessionItem>
      resource="pt-sessions"
      title={t('members.ptSessions.title')}
      fixedParams={{ memberId }}
      centerParam={false}
      embedded={{ prefix: 'pt' }}
      defaultSort={{ sortBy: 'startsAt', sortDesc: true }}
      emptyText={() => t('members.ptSessions.empty')}
      columns={[
        {
          key: 'startsAt',
          nowrap: true,
          header: t('members.ptSessions.startsAt'),
          sortKey: 'startsAt',
          render: (row) => format.dateTime(row.startsAt),
        },
        { key: 'trainerName', header: t('members.ptSessions.trainer') },
        {
          key: 'status',
          header: t('members.ptSessions.status'),
          render: (row) => <StatusChip label={t(`members.ptStatuses.${row.status}`)} />,
        },
      ]}
    />
  );
}

export function CheckInsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const result = (row: CheckInItem) => {
    if (row.overriddenById !== null)
      return <StatusChip label={t('members.checkIns.overridden')} tone="warning" />;
    return row.allowed ? (
      <StatusChip label={t('members.checkIns.allowed')} tone="success" />
    ) : (
      <StatusChip label={t('members.checkIns.refused')} tone="error" />
    );
  };
  return (
    <ResourceList<CheckInItem>
      resource="check-ins"
      title={t('members.checkIns.title')}
      fixedParams={{ memberId }}
      centerParam={false}
      embedded={{ prefix: 'ci' }}
      emptyText={() => t('members.checkIns.empty')}
      columns={[
        {
          key: 'at',
          header: t('members.checkIns.at'),
          sortKey: 'at',
          render: (row) => format.dateTime(row.at),
        },
        { key: 'result', header: t('members.checkIns.result'), render: result },
      ]}
    />
  );
}

export function DocumentsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const [viewing, setViewing] = useState<number | null>(null);
  const navigate = useNavigate();
  return (
    <>
      <ResourceList<SignatureRequestItem>
        resource="signature-requests"
        title={t('members.documents.title')}
        fixedParams={{ memberId }}
        centerParam={false}
        embedded={{ prefix: 'doc' }}
        emptyText={() => t('members.documents.empty')}
        actions={<SendToSignButton memberId={memberId} />}
        columns={[
          {
            key: 'kind',
            header: t('members.documents.kind'),
            render: (row) => t(`members.documentKinds.${row.kind}`),
          },
          {
            key: 'status',
            header: t('members.documents.status'),
            render: (row) => (
              <StatusChip
                label={t(`members.documentStatuses.${row.status}`)}
                tone={row.status === 'signed' ? 'success' : 'default'}
              />
            ),
          },
          {
            key: 'createdAt',
            header: t('members.documents.createdAt'),
            sortKey: 'createdAt',
            hideBelow: 'sm',
            render: (row) => format.dateTime(row.createdAt),
          },
        ]}
        rowActions={[
          {
            key: 'view',
            label: t('members.documents.view'),
            icon: <VisibilityOutlined fontSize="small" />,
            onClick: (row) => setViewing(row.id),
            hidden: (row) => row.status !== 'signed',
          },
          {
            key: 'sign',
            label: t('sendToSign.signNow'),
            icon: <DrawOutlined fontSize="small" />,
            onClick: (row) => navigate(`/epad/${row.id}`),
            hidden: (row) => row.status !== 'pending',
          },
        ]}
      />
      {viewing !== null && <SignedDocumentDialog requestId={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}

/** The member's activity from the audit log, newest first: their record, memberships and invoices. */
export function ActivityTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <ResourceList<AuditLogItem>
      resource="audit-log"
      title={t('members.activity.title')}
      fixedParams={{ memberId: String(memberId) }}
      centerParam={false}
      embedded={{ prefix: 'log' }}
      emptyText={() => t('members.activity.empty')}
      columns={[
        {
          key: 'at',
          header: t('members.activity.at'),
          sortKey: 'at',
          render: (row) => format.dateTime(row.at),
        },
        {
          key: 'action',
          header: t('members.activity.action'),
          render: (row) => activityAction(row, t),
        },
        {
          key: 'details',
          header: t('memberActivity.details'),
          render: (row) => activityDetails(row, t, format),
        },
        {
          key: 'actorName',
          header: t('members.activity.actor'),
          render: (row) => row.actorName ?? t('members.activity.system'),
        },
      ]}
    />
  );
}
