import '../../../i18n/demo-common.i18n';
import '../blog.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useParams } from '@cloudfit/shared/router/app-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { isNotFound, useBlogEdit } from '../api/blog-queries';
import { BlogEditForm } from '../components/BlogEditForm';
import { BlogNotFound } from '../components/BlogNotFound';
import { PostMeta } from '../components/PostMeta';

/** /pages/blog/edit/:id: the post's edit form. */
export default function BlogEditScreen() {
  const { t } = useTranslation('demo');
  const { id = '' } = useParams();
  const edit = useBlogEdit(id);

  if (isNotFound(edit.error)) return <BlogNotFound />;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {t('blog.form.title')}
          </Typography>
          {edit.isPending && <LinearProgress aria-label={t('common.loading')} />}
          {edit.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
          {edit.data && (
            <>
              <Box sx={{ mb: 3 }}>
                <PostMeta author={edit.data.userFullName} posted={edit.data.blogPosted} />
              </Box>
              <BlogEditForm post={edit.data} />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
