import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** An unknown post: says so and leads back to the list. */
export function BlogNotFound() {
  const { t } = useTranslation('demo');
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }} data-testid="blog-not-found">
      <CardContent sx={{ p: 5 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('blog.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('blog.notFound.body')}
        </Typography>
        <Button component={RouterLink} to="/pages/blog/list" variant="contained">
          {t('blog.backToList')}
        </Button>
      </CardContent>
    </Card>
  );
}
