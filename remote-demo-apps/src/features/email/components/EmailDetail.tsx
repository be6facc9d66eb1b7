import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { Email } from '@cloudfit/shared/schemas/demo/email.schema';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { EmailActions } from './EmailActions';
import { StarButton } from './EmailList';
import { LABEL_COLORS } from './email-labels';

/** One open email; previous and next walk the list it was opened from. */
export function EmailDetail(props: {
  email: Email;
  currentFolder: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onBack(): void;
  onNeighbour(dir: 'previous' | 'next'): void;
}) {
  const { t, i18n } = useTranslation('demo');
  const { email } = props;
  const people = (list: Email['to']) => list.map((person) => person.email).join(', ');
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tooltip title={t('email.back')}>
          <IconButton aria-label={t('email.back')} onClick={props.onBack}>
            <ArrowBackIcon
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {email.subject || t('email.noSubject')}
        </Typography>
        <Tooltip title={t('email.previous')}>
          <span>
            <IconButton
              aria-label={t('email.previous')}
              disabled={!props.hasPrevious}
              onClick={() => props.onNeighbour('previous')}
            >
              <ChevronLeftIcon
                sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
              />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('email.next')}>
          <span>
            <IconButton
              aria-label={t('email.next')}
              disabled={!props.hasNext}
              onClick={() => props.onNeighbour('next')}
            >
              <ChevronRightIcon
                sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
              />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, px: 1, py: 0.5 }}>
        <StarButton email={email} />
        <EmailActions emails={[email]} currentFolder={props.currentFolder} onMoved={props.onBack} />
        {email.labels.map((label) => (
          <Chip
            key={label}
            size="small"
            variant="outlined"
            label={t(`email.labels.${label}`)}
            // The colour marks the border only: coloured text would be too faint to read.
            sx={{ ms: 1, borderColor: `${LABEL_COLORS[label]}.main` }}
          />
        ))}
      </Box>
      <Box sx={{ flex: 1, overflow: 'auto', p: 2, bgcolor: 'background.default' }}>
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
              <InitialsAvatar fullName={email.from.name} />
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography sx={{ fontWeight: 600 }}>{email.from.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {email.from.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('email.to')}: {people(email.to)}
                </Typography>
                {email.cc.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('email.cc')}: {people(email.cc)}
                  </Typography>
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(email.time),
                )}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{email.message}</Typography>
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
