import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useKnowledgeBaseCategories } from '../api/knowledge-base-queries';
import { CategoryIcon } from './category-icon';
import { SearchBox } from './SearchBox';

/** /pages/knowledge-base: a search over the categories and a card for each. */
export function KbLanding() {
  const { t } = useTranslation('demo');
  const categories = useKnowledgeBaseCategories();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (categories.data ?? []).filter((category) =>
    `${category.title} ${category.description}`.toLowerCase().includes(needle),
  );

  return (
    <>
      <Card sx={{ mb: 4, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <CardContent sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('knowledgeBase.title')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('knowledgeBase.subtitle')}</Typography>
          <Card sx={{ maxWidth: 560, mx: 'auto', p: 1 }}>
            <SearchBox label={t('knowledgeBase.searchCategories')} value={search} onChange={setSearch} />
          </Card>
        </CardContent>
      </Card>
      {categories.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {categories.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
      {categories.data && shown.length === 0 && <Alert severity="info">{t('knowledgeBase.noResults')}</Alert>}
      <Grid container spacing={3}>
        {shown.map((category) => (
          <Grid key={category.category} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={`/pages/knowledge-base/${category.category}`}
                sx={{ height: '100%' }}
              >
                <CardContent sx={{ textAlign: 'center', p: 4 }}>
                  <Avatar sx={{ bgcolor: 'primary.main', mx: 'auto', mb: 2, width: 56, height: 56 }}>
                    <CategoryIcon icon={category.icon} />
                  </Avatar>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {category.title}
                  </Typography>
                  <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
                    {category.description}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('knowledgeBase.questionCount', { count: category.questionCount })}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
