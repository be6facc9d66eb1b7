import '../cards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { CardStatisticName } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import AttachMoney from '@mui/icons-material/AttachMoney';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { ReactNode } from 'react';
import type { PaletteColor } from '../../../components/cards/AvatarIcon';
import { type CardFormat, useCardFormat } from '../../../components/cards/card-format';
import { StatisticChartCard } from '../../../components/cards/StatisticChartCard';
import { useCardStatistic } from '../api/get-card-statistic';
import { CardQueryState } from './CardQueryState';

interface TileLook {
  /** The key of the figure in `analyticsData`, and of its label under `cards.series`. */
  key: string;
  format: keyof CardFormat;
  color: PaletteColor;
  icon?: ReactNode;
  plotType: 'line' | 'bar';
  area?: boolean;
}

const LOOKS: Record<CardStatisticName, TileLook> = {
  subscribers: {
    key: 'subscribers',
    format: 'compact',
    color: 'primary',
    icon: <PeopleOutlined />,
    plotType: 'line',
    area: true,
  },
  revenue: {
    key: 'revenue',
    format: 'compactMoney',
    color: 'success',
    icon: <AttachMoney />,
    plotType: 'line',
    area: true,
  },
  sales: {
    key: 'sales',
    format: 'percent',
    color: 'error',
    icon: <ShoppingCartOutlined />,
    plotType: 'line',
    area: true,
  },
  orders: {
    key: 'orders',
    format: 'compact',
    color: 'warning',
    icon: <Inventory2Outlined />,
    plotType: 'line',
    area: true,
  },
  'site-traffic': { key: 'traffic', format: 'compact', color: 'primary', plotType: 'bar' },
  'active-users': { key: 'activeUsers', format: 'compact', color: 'success', plotType: 'line' },
  newsletter: { key: 'newsletter', format: 'compact', color: 'warning', plotType: 'line' },
};

/** One `card-statistics` call drawn as the template's statistic card. */
export function CardStatisticTile({ name }: { name: CardStatisticName }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const query = useCardStatistic(name);
  const look = LOOKS[name];
  return (
    <CardQueryState query={query} height={200}>
      {(data) => (
        <StatisticChartCard
          value={format[look.format](data.analyticsData[look.key] ?? 0)}
          label={t(`cards.statistic.${look.key}`)}
          data={data.series[0]?.data ?? []}
          color={look.color}
          icon={look.icon}
          plotType={look.plotType}
          area={look.area}
        />
      )}
    </CardQueryState>
  );
}
