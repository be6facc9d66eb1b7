import '../../../i18n/demo-common.i18n';
import '../faq.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useSearchParams } from '@cloudfit/shared/router/app-router';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Search from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useFaq } from '../api/get-faq';
import { FaqContactCards } from '../components/FaqContactCards';
import { TopicIcon } from '../components/topic-icon';

/** /pages/faq: a search kept in `?q`, the topics as tabs and each topic's questions as accordions. */
export default function FaqScreen() {
  const { t } = useTranslation('demo');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const faq = useFaq(q.trim());
  const [chosenTopic, setChosenTopic] = useState<string | null>(null);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const topics = faq.data ?? [];
  const topic = topics.find((entry) => entry.id === chosenTopic) ?? topics[0];

  const search = (text: string) => setSearchParams(text ? { q: text } : {}, { replace: true });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Card sx={{ mb: 4, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <CardContent sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('faq.title')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('faq.subtitle')}</Typography>
          <Card sx={{ maxWidth: 560, mx: 'auto', p: 1 }}>
            <TextField
              type="search"
              label={t('faq.search')}
              value={q}
              onChange={(event) => search(event.target.value)}
              fullWidth
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Card>
        </CardContent>
      </Card>
      {faq.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {faq.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
      {faq.data && topics.length === 0 && (
        <Alert severity="info" role="status">
          {t('faq.noResults', { q })}
        </Alert>
      )}
      {topic && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Tabs
              orientation={wide ? 'vertical' : 'horizontal'}
              variant="scrollable"
              allowScrollButtonsMobile
              value={topic.id}
              onChange={(_, id: string) => setChosenTopic(id)}
              aria-label={t('faq.topics')}
            >
              {topics.map((entry) => (
                <Tab
                  key={entry.id}
                  value={entry.id}
                  label={entry.title}
                  icon={<TopicIcon icon={entry.icon} />}
                  iconPosition="start"
                  aria-controls="faq-topic-panel"
                  sx={{ justifyContent: 'flex-start', minHeight: 48, gap: 1 }}
                />
              ))}
            </Tabs>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <Box id="faq-topic-panel" role="tabpanel" aria-label={topic.title}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                <TopicIcon icon={topic.icon} />
                <div>
                  <Typography variant="h6" component="h2">
                    {topic.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {topic.subtitle}
                  </Typography>
                </div>
              </Stack>
              {topic.qandA.map((entry) => (
                <Accordion key={entry.question} disableGutters>
                  <AccordionSummary expandIcon={<ExpandMore />}>
                    <Typography component="span">{entry.question}</Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Typography color="text.secondary">{entry.ans}</Typography>
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          </Grid>
        </Grid>
      )}
      <FaqContactCards />
    </Box>
  );
}
