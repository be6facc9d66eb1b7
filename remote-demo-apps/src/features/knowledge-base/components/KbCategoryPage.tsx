import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isNotFound, useKnowledgeBaseCategory } from '../api/knowledge-base-queries';
import { CategoryIcon } from './category-icon';
import { KbBreadcrumbs } from './KbBreadcrumbs';
import { KbNotFound } from './KbNotFound';
import { SearchBox } from './SearchBox';

/** /pages/knowledge-base/:category: the category's questions, searchable. */
export function KbCategoryPage({ category }: { category: string }) {
  const { t } = useTranslation('demo');
  const query = useKnowledgeBaseCategory(category);
  const [search, setSearch] = useState('');

  if (query.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (isNotFound(query.error)) return <KbNotFound what="category" />;
  if (query.isError) return <Alert severity="error">{t('common.loadFailed')}</Alert>;

  const data = query.data;
  const needle = search.trim().toLowerCase();
  const questions = data.questions.filter((entry) => entry.question.toLowerCase().includes(needle));
  return (
    <>
      <KbBreadcrumbs category={{ slug: data.category, title: data.title }} />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <CategoryIcon icon={data.icon} />
            </Avatar>
            <div>
              <Typography variant="h5" component="h1">
                {data.title}
              </Typography>
              <Typography color="text.secondary">{data.description}</Typography>
            </div>
          </Stack>
          <SearchBox label={t('knowledgeBase.searchQuestions')} value={search} onChange={setSearch} />
        </CardContent>
      </Card>
      <Card>
        {questions.length === 0 ? (
          <Alert severity="info">{t('knowledgeBase.noResults')}</Alert>
        ) : (
          <List aria-label={t('knowledgeBase.questions')}>
            {questions.map((entry) => (
              <ListItem key={entry.slug} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`/pages/knowledge-base/${data.category}/${entry.slug}`}
                >
                  <ListItemIcon>
                    <ArticleOutlined />
                  </ListItemIcon>
                  <ListItemText primary={entry.question} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Card>
    </>
  );
}
