import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** An unknown category or question: says so and leads back to the knowledge base. */
export function KbNotFound({ what }: { what: 'category' | 'question' }) {
  const { t } = useTranslation('demo');
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }} data-testid="kb-not-found">
      <CardContent sx={{ p: 5 }}>
        <SearchOffOutlined color="action" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {t(`knowledgeBase.notFound.${what}`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('knowledgeBase.notFound.body')}
        </Typography>
        <Button component={RouterLink} to="/pages/knowledge-base" variant="contained">
          {t('knowledgeBase.backToKnowledgeBase')}
        </Button>
      </CardContent>
    </Card>
  );
}
