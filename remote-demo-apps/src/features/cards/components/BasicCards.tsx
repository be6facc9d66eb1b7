import '../cards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { CardTitle } from '../../../components/cards/CardTitle';

const CLASSES = ['yoga', 'spin', 'training'] as const;

/** /cards/basic: the plain card layouts (text, actions, header with avatar, list). */
export function BasicCards() {
  const { t, i18n } = useTranslation('demo');
  const written = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date());
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <Card sx={{ height: '100%' }}>
          <CardTitle title={t('cards.basic.simpleTitle')} />
          <CardContent>
            <Typography color="text.secondary">{t('cards.basic.simpleBody')}</Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <CardTitle title={t('cards.basic.actionsTitle')} subheader={t('cards.basic.actionsSubtitle')} />
          <CardContent sx={{ flex: 1 }}>
            <Typography color="text.secondary">{t('cards.basic.actionsBody')}</Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button variant="contained">{t('cards.basic.primaryAction')}</Button>
            <Button>{t('cards.basic.secondaryAction')}</Button>
          </CardActions>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <Card sx={{ height: '100%' }}>
          <CardHeader
            avatar={<Avatar sx={{ bgcolor: 'primary.main' }}>EC</Avatar>}
            title="Ellen Cooper"
            subheader={written}
            slotProps={{ title: { component: 'h2', variant: 'subtitle1' } }}
          />
          <CardContent>
            <Typography color="text.secondary">{t('cards.basic.headerBody')}</Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <Card sx={{ height: '100%' }}>
          <CardTitle title={t('cards.basic.listTitle')} />
          <List dense>
            {CLASSES.map((name) => (
              <ListItem key={name}>
                <ListItemIcon>
                  <FitnessCenter color="primary" />
                </ListItemIcon>
                <ListItemText primary={t(`cards.basic.classes.${name}`)} />
              </ListItem>
            ))}
          </List>
        </Card>
      </Grid>
    </Grid>
  );
}
