import './cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCardFormat } from './card-format';

/** The analytics dashboard's greeting on the primary colour: how much more was sold today. */
export function CongratulationCard({ name, saleTodayPercent }: { name: string; saleTodayPercent: number }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  return (
    <Card
      sx={{ height: '100%', bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center' }}
    >
      <CardContent sx={{ py: 4 }}>
        <Avatar
          sx={{
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2,
          }}
        >
          <EmojiEvents fontSize="large" />
        </Avatar>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('cards.congratulation.title', { name })}
        </Typography>
        <Typography sx={{ maxWidth: 420, mx: 'auto' }}>
          {t('cards.congratulation.body', { value: format.percent(saleTodayPercent) })}
        </Typography>
      </CardContent>
    </Card>
  );
}
