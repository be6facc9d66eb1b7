import '../dashboards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { EcommerceData } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCardFormat } from '../../../components/cards/card-format';

const CATEGORY_COLOR = { technology: 'primary', grocery: 'success', fashion: 'warning' } as const;

/**
 * The companies' views, revenue and sales trend; scrolls sideways on a narrow screen. A category's
 * colour is on its chip's border, so the label keeps the body's contrast.
 */
export function CompanyTable({ companies }: { companies: EcommerceData['companies'] }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  return (
    <Card sx={{ height: '100%' }}>
      <TableContainer>
        <Table aria-label={t('dashboards.companies.title')} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboards.companies.company')}</TableCell>
              <TableCell>{t('dashboards.companies.category')}</TableCell>
              <TableCell>{t('dashboards.companies.views')}</TableCell>
              <TableCell>{t('dashboards.companies.revenue')}</TableCell>
              <TableCell>{t('dashboards.companies.sales')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {companies.map((company) => (
              <TableRow key={company.name}>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar sx={{ width: 34, height: 34 }}>{company.name.charAt(0)}</Avatar>
                    <div>
                      <Typography sx={{ fontWeight: 600 }}>{company.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {company.email}
                      </Typography>
                    </div>
                  </Stack>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ borderColor: `${CATEGORY_COLOR[company.category]}.main` }}
                    label={t(`dashboards.companies.categories.${company.category}`)}
                  />
                </TableCell>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{format.compact(company.views)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('dashboards.companies.inHours', { value: company.hours })}
                  </Typography>
                </TableCell>
                <TableCell>{format.money(company.revenue)}</TableCell>
                <TableCell>
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
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
