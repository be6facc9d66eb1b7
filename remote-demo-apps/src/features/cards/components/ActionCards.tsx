import '../cards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardTitle } from '../../../components/cards/CardTitle';
import { useCardFormat } from '../../../components/cards/card-format';
import { useCardStatistic } from '../api/get-card-statistic';

const CARDS = ['collapse', 'refresh', 'remove'] as const;
type ActionCardName = (typeof CARDS)[number];

/** /cards/action: a card that collapses, one that reloads its figure, one that can be removed. */
export function ActionCards() {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const [removed, setRemoved] = useState<ActionCardName[]>([]);
  const [open, setOpen] = useState(true);
  const revenue = useCardStatistic('revenue');
  const remove = (name: ActionCardName) => setRemoved((current) => [...current, name]);
  const removeButton = (name: ActionCardName) => (
    <IconButton aria-label={t('cards.action.remove')} onClick={() => remove(name)}>
      <Close />
    </IconButton>
  );
  const shown = CARDS.filter((name) => !removed.includes(name));

  return (
    <Stack spacing={3}>
      {removed.length > 0 && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => setRemoved([])}>
              {t('cards.action.restore')}
            </Button>
          }
        >
          {t('cards.action.removed', { value: removed.length })}
        </Alert>
      )}
      <Grid container spacing={3}>
        {shown.includes('collapse') && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              <CardTitle
                title={t('cards.action.collapseTitle')}
                action={
                  <>
                    <IconButton
                      aria-label={open ? t('cards.action.collapse') : t('cards.action.expand')}
                      aria-expanded={open}
                      aria-controls="collapsible-card-body"
                      onClick={() => setOpen(!open)}
                    >
                      {open ? <ExpandLess /> : <ExpandMore />}
                    </IconButton>
                    {removeButton('collapse')}
                  </>
                }
              />
              <Collapse in={open} id="collapsible-card-body">
                <CardContent>
                  <Typography color="text.secondary">{t('cards.action.collapseBody')}</Typography>
                </CardContent>
              </Collapse>
            </Card>
          </Grid>
        )}
        {shown.includes('refresh') && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Card sx={{ position: 'relative' }} aria-busy={revenue.isFetching}>
              <CardTitle
                title={t('cards.action.refreshTitle')}
                action={
                  <>
                    <IconButton
                      aria-label={t('cards.action.refresh')}
                      onClick={() => revenue.refetch()}
                      disabled={revenue.isFetching}
                    >
                      <Refresh />
                    </IconButton>
                    {removeButton('refresh')}
                  </>
                }
              />
              <CardContent>
                <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
                  {revenue.data ? format.compactMoney(revenue.data.analyticsData.revenue ?? 0) : '\u00a0'}
                </Typography>
                <Typography color="text.secondary">{t('cards.statistic.revenue')}</Typography>
              </CardContent>
              {revenue.isFetching && (
                <Box
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'action.disabledBackground',
                  }}
                >
                  <CircularProgress aria-label={t('common.loading')} />
                </Box>
              )}
            </Card>
          </Grid>
        )}
        {shown.includes('remove') && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              <CardTitle title={t('cards.action.removeTitle')} action={removeButton('remove')} />
              <CardContent>
                <Typography color="text.secondary">{t('cards.action.removeBody')}</Typography>
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
