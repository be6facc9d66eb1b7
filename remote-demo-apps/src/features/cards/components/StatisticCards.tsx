import { CARD_STATISTIC_NAMES } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Grid from '@mui/material/Grid';
import { CardStatisticTile } from './CardStatisticTile';

/** /cards/statistic: every `card-statistics` call as a card. */
export function StatisticCards() {
  return (
    <Grid container spacing={3}>
      {CARD_STATISTIC_NAMES.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, lg: 3 }}>
          <CardStatisticTile name={name} />
        </Grid>
      ))}
    </Grid>
  );
}
