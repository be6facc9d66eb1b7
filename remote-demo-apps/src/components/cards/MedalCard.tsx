import './cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCardFormat } from './card-format';

/** The eCommerce dashboard's medal: today's sales and a way to the orders. */
export function MedalCard({ name, saleToday }: { name: string; saleToday: number }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  return (
    <Card sx={{ height: '100%', position: 'relative' }}>
      <CardContent sx={{ pe: 12 }}>
        <Typography variant="h6" component="h2">
          {t('cards.medal.title', { name })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cards.medal.body')}
        </Typography>
        <Typography variant="h4" component="p" sx={{ color: 'primary.main', fontWeight: 600, my: 2 }}>
          {format.compactMoney(saleToday)}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/apps/invoice/list">
          {t('cards.medal.action')}
        </Button>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            insetInlineEnd: 16,
            top: 24,
            color: 'warning.main',
            '& svg': { fontSize: 72 },
          }}
        >
          <WorkspacePremium />
        </Box>
      </CardContent>
    </Card>
  );
}
