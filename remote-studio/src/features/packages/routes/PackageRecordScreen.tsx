import '@cloudfit/shared/ui/kit/kit.i18n';
import '../packages.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate, useParams } from '@cloudfit/shared/router/app-router';
import { MEMBERSHIP_STATUSES } from '@cloudfit/shared/schemas/membership.schema';
import {
  PACKAGE_MEMBERSHIP_SORT_KEYS,
  type PackageItem,
  type PackageMembershipItem,
} from '@cloudfit/shared/schemas/package.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import { isRecordId, useRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { packageMembershipColumns } from '../components/membership-columns';
import { PackageEditForm } from '../components/PackageEditForm';
import { PackageSummary } from '../components/PackageSummary';

export default function PackageRecordScreen() {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const id = Number(useParams().id);
  const {
    data: item,
    error,
    isPending,
  } = useRecord<PackageItem>('packages', id, { enabled: isRecordId(id) });
  const membershipColumns = useMemo(() => packageMembershipColumns(t, format), [t, format]);

  if (!Number.isSafeInteger(id) || id < 1 || (ApiError.is(error) && error.status === 404)) {
    return (
      <>
        <PageHeader title={t('packages.title')} backTo="/package-list" />
        <Alert severity="warning">{t('packages.record.notFound')}</Alert>
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageHeader title={t('packages.title')} backTo="/package-list" />
        <Alert severity="error">{t('packages.record.loadFailed')}</Alert>
      </>
    );
  }
  if (isPending) return <LinearProgress aria-label={t('kit:list.loading')} />;

  return (
    <Box>
      <PageHeader
        title={item.name}
        subtitle={t('packages.record.subtitle', {
          kind: t(`packages.kinds.${item.kind}`),
          count: item.membershipsSold,
        })}
        backTo="/package-list"
      />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
            {t('packages.record.details')}
          </Typography>
          {ability.can('update', 'Package') ? (
            <PackageEditForm key={item.id} item={item} />
          ) : (
            <PackageSummary item={item} />
          )}
        </CardContent>
      </Card>
      {ability.can('read', 'Membership') && (
        <Card>
          <CardContent>
            <ResourceList<PackageMembershipItem>
              resource={`packages/${item.id}/memberships`}
              embedded={{ prefix: 'm' }}
              title={t('packages.memberships.title')}
              subtitle={(total) =>
                t('packages.memberships.subtitle', { count: total, total: format.number(total) })
              }
              columns={membershipColumns}
              sortKeys={PACKAGE_MEMBERSHIP_SORT_KEYS}
              filters={[
                {
                  kind: 'chips',
                  key: 'status',
                  label: t('packages.memberships.status'),
                  options: MEMBERSHIP_STATUSES.map((value) => ({
                    value,
                    label: t(`packages.memberships.statuses.${value}`),
                  })),
                },
              ]}
              emptyText={() => t('packages.memberships.empty')}
              onRowOpen={(row) => navigate(`/apps/member/edit/${row.memberId}`)}
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
