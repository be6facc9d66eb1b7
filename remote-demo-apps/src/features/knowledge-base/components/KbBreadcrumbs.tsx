import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface KbBreadcrumbsProps {
  category: { slug: string; title: string };
  /** The question's title when a question is open. */
  current?: string;
}

export function KbBreadcrumbs({ category, current }: KbBreadcrumbsProps) {
  const { t } = useTranslation('demo');
  return (
    <Breadcrumbs aria-label={t('knowledgeBase.breadcrumbs')} sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/pages/knowledge-base" underline="hover">
        {t('knowledgeBase.title')}
      </Link>
      {current ? (
        <Link component={RouterLink} to={`/pages/knowledge-base/${category.slug}`} underline="hover">
          {category.title}
        </Link>
      ) : (
        <Typography color="text.primary" aria-current="page">
          {category.title}
        </Typography>
      )}
      {current && (
        <Typography color="text.primary" aria-current="page">
          {current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
