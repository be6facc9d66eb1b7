import '../cards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardTitle } from '../../../components/cards/CardTitle';
import { useCardFormat } from '../../../components/cards/card-format';
import { FactsRow } from '../../../components/cards/FactsRow';

const TEAM = [
  { name: 'Ryan Harrington', initials: 'RH', role: 'ios', progress: 72 },
  { name: 'Louisa Norton', initials: 'LN', role: 'designer', progress: 45 },
  { name: 'Jayden Duncan', initials: 'JD', role: 'web', progress: 88 },
  { name: 'Cynthia Howell', initials: 'CH', role: 'manager', progress: 30 },
] as const;

/** /cards/advance: a profile, a meetup and a team's task progress. */
export function AdvanceCards() {
  const { t, i18n } = useTranslation('demo');
  const format = useCardFormat();
  const meetupDay = new Date();
  meetupDay.setDate(meetupDay.getDate() + 7);
  const profileFacts = [
    { label: t('cards.advance.followers'), value: format.compact(10300) },
    { label: t('cards.advance.projects'), value: format.number(156) },
    { label: t('cards.advance.rank'), value: format.number(74) },
  ];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Card sx={{ height: '100%', textAlign: 'center' }}>
          <Box sx={{ height: 96, bgcolor: 'primary.main' }} />
          <Avatar
            sx={{ width: 88, height: 88, mx: 'auto', mt: -5, border: 4, borderColor: 'background.paper' }}
          >
            CS
          </Avatar>
          <CardContent>
            <Typography variant="h6" component="h2">
              Curtis Stone
            </Typography>
            <Typography color="text.secondary">{t('cards.advance.designer')}</Typography>
            <Divider sx={{ my: 2 }} />
            <FactsRow facts={profileFacts} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              <Box sx={{ textAlign: 'center', pe: 2, borderInlineEnd: 1, borderColor: 'divider' }}>
                <Typography variant="body2" color="text.secondary">
                  {new Intl.DateTimeFormat(i18n.language, { month: 'short' }).format(meetupDay)}
                </Typography>
                <Typography variant="h5" component="p">
                  {meetupDay.getDate()}
                </Typography>
              </Box>
              <Box>
                <Typography variant="h6" component="h2">
                  {t('cards.advance.meetupTitle')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('cards.advance.meetupSubtitle')}
                </Typography>
              </Box>
            </Stack>
            <Typography sx={{ mb: 1 }}>
              {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(meetupDay)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
              <LocationOnOutlined color="primary" />
              <Typography>Central Park, New York</Typography>
            </Stack>
            <AvatarGroup max={4} sx={{ justifyContent: 'flex-end' }}>
              {TEAM.map((member) => (
                <Avatar key={member.name} alt={member.name}>
                  {member.initials}
                </Avatar>
              ))}
            </AvatarGroup>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card sx={{ height: '100%' }}>
          <CardTitle title={t('cards.advance.teamTitle')} />
          <CardContent>
            <Stack spacing={2.5}>
              {TEAM.map((member) => (
                <Stack key={member.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Avatar>{member.initials}</Avatar>
                  <Box sx={{ flex: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{member.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`cards.advance.roles.${member.role}`)}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={member.progress}
                      aria-label={t('cards.advance.progressOf', { name: member.name })}
                      sx={{ mt: 1, height: 6, borderRadius: 3 }}
                    />
                  </Box>
                  <Typography variant="body2">{format.percent(member.progress)}</Typography>
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
