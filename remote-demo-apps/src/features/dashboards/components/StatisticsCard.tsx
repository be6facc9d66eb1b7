import '../dashboards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { EcommerceData } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import AttachMoney from '@mui/icons-material/AttachMoney';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AvatarIcon } from '../../../components/cards/AvatarIcon';
import { CardTitle } from '../../../components/cards/CardTitle';
import { useCardFormat } from '../../../components/cards/card-format';

/** Sales, customers, products and revenue in one row. */
export function StatisticsCard({ statistics }: { statistics: EcommerceData['statistics'] }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const items = [
    { key: 'sales', value: format.compact(statistics.sales), color: 'primary', icon: <TrendingUp /> },
    {
      key: 'customers',
      value: format.compact(statistics.customers),
      color: 'info',
      icon: <PeopleOutlined />,
    },
    {
      key: 'products',
      value: format.compact(statistics.products),
      color: 'error',
      icon: <Inventory2Outlined />,
    },
    {
      key: 'revenue',
      value: format.compactMoney(statistics.revenue),
      color: 'success',
      icon: <AttachMoney />,
    },
  ] as const;
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('dashboards.statistics.title')} />
      <CardContent>
        <Grid container spacing={3}>
          {items.map((item) => (
            <Grid key={item.key} size={{ xs: 6, sm: 3 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <AvatarIcon color={item.color}>{item.icon}</AvatarIcon>
                <Box>
                  <Typography variant="h6" component="p">
                    {item.value}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`dashboards.statistics.${item.key}`)}
                  </Typography>
                </Box>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
