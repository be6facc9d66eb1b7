import '../dashboards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { EcommerceData } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import { DataTable, type ListColumn, MUI_LOOK } from '@cloudfit/shared/ui/kit/list';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCardFormat } from '../../../components/cards/card-format';

type Company = EcommerceData['companies'][number];

const CATEGORY_COLOR = { technology: 'primary', grocery: 'success', fashion: 'warning' } as const;

/**
 * The companies' views, revenue and sales trend, in the kit's table (a handful of rows: no search,
 * sort or pages); scrolls sideways on a narrow screen. A category's
 * colour is on its chip's border, so the label keeps the body's contrast.
 */
export function CompanyTable({ companies }: { companies: EcommerceData['companies'] }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const columns: ListColumn<Company>[] = [
    {
      key: 'company',
      header: t('dashboards.companies.company'),
      render: (company) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 34, height: 34 }}>{company.name.charAt(0)}</Avatar>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{company.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {company.email}
            </Typography>
          </div>
        </Stack>
      ),
    },
    {
      key: 'category',
      header: t('dashboards.companies.category'),
      render: (company) => (
        <Chip
          size="small"
          variant="outlined"
          sx={{ borderColor: `${CATEGORY_COLOR[company.category]}.main` }}
          label={t(`dashboards.companies.categories.${company.category}`)}
        />
      ),
    },
    {
      key: 'views',
      header: t('dashboards.companies.views'),
      render: (company) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{format.compact(company.views)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboards.companies.inHours', { value: company.hours })}
          </Typography>
        </>
      ),
    },
    {
      key: 'revenue',
      header: t('dashboards.companies.revenue'),
      render: (company) => format.money(company.revenue),
    },
    {
      key: 'sales',
      header: t('dashboards.companies.sales'),
      render: (company) => (
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', color: company.salesUp ? 'success.main' : 'error.main' }}
        >
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
            {format.percent(company.salesPercent)}
          </Typography>
          {company.salesUp ? (
            <ArrowUpward fontSize="small" titleAccess={t('dashboards.companies.up')} />
          ) : (
            <ArrowDownward fontSize="small" titleAccess={t('dashboards.companies.down')} />
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Card sx={{ height: '100%' }}>
      <DataTable
        caption={t('dashboards.companies.title')}
        columns={columns}
        rows={companies}
        getRowId={(company) => company.name}
        total={companies.length}
        page={1}
        pageSize={companies.length}
        loading={false}
        progress={false}
        emptyText=""
        minWidth={640}
        headerWeight={500}
        headerWrap
        look={MUI_LOOK}
        phoneLayout="scroll"
      />
    </Card>
  );
}
