import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { isNotFound, useKnowledgeBaseQuestion } from '../api/knowledge-base-queries';
import { KbBreadcrumbs } from './KbBreadcrumbs';
import { KbNotFound } from './KbNotFound';

/** /pages/knowledge-base/:category/:slug: one question's answer and the category's other questions. */
export function KbQuestionPage({ category, slug }: { category: string; slug: string }) {
  const { t, i18n } = useTranslation('demo');
  const query = useKnowledgeBaseQuestion(category, slug);

  if (query.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (isNotFound(query.error)) return <KbNotFound what="question" />;
  if (query.isError) return <Alert severity="error">{t('common.loadFailed')}</Alert>;

  const article = query.data;
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(article.lastUpdated),
  );
  return (
    <>
      <KbBreadcrumbs
        category={{ slug: article.category, title: article.categoryTitle }}
        current={article.question}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="article">
            <CardContent sx={{ p: 4 }}>
              <Typography variant="h5" component="h1" gutterBottom>
                {article.question}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('knowledgeBase.lastUpdated', { date: updated })}
              </Typography>
              <Divider sx={{ mb: 2 }} />
              {article.content.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 2 }}>
                  {paragraph}
                </Typography>
              ))}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card component="aside" aria-labelledby="kb-related-title">
            <CardContent>
              <Typography id="kb-related-title" variant="h6" component="h2">
                {t('knowledgeBase.related')}
              </Typography>
              <List>
                {article.related.map((entry) => (
                  <ListItem key={entry.slug} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to={`/pages/knowledge-base/${article.category}/${entry.slug}`}
                    >
                      <ListItemIcon>
                        <ArticleOutlined />
                      </ListItemIcon>
                      <ListItemText primary={entry.question} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
