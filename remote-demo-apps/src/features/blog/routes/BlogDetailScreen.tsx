import '../../../i18n/demo-common.i18n';
import '../blog.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useParams } from '@cloudfit/shared/router/app-router';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, useBlogDetail } from '../api/blog-queries';
import { BlogImage } from '../components/BlogImage';
import { BlogNotFound } from '../components/BlogNotFound';
import { BlogSidebar } from '../components/BlogSidebar';
import { CategoryChips } from '../components/CategoryChips';
import { initialsOf, PostMeta } from '../components/PostMeta';

/** Where a post can be shared: each network's share address for this page. */
const SHARE_TARGETS = [
  { network: 'X', Icon: X, url: (page: string) => `https://twitter.com/intent/tweet?url=${page}` },
  {
    network: 'Facebook',
    Icon: Facebook,
    url: (page: string) => `https://www.facebook.com/sharer/sharer.php?u=${page}`,
  },
  {
    network: 'LinkedIn',
    Icon: LinkedIn,
    url: (page: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${page}`,
  },
];

/** /pages/blog/:id: the post, its comments and share links, beside the sidebar. */
export default function BlogDetailScreen() {
  const { t, i18n } = useTranslation('demo');
  const { id = '' } = useParams();
  const detail = useBlogDetail(id);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const page = encodeURIComponent(window.location.href);

  if (isNotFound(detail.error)) return <BlogNotFound />;
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {detail.isPending && <LinearProgress aria-label={t('common.loading')} />}
          {detail.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
          {detail.data && (
            <Stack spacing={3}>
              <Card component="article">
                <BlogImage src={detail.data.blog.img} tag={detail.data.blog.tags[0]} height={320} />
                <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <Typography variant="h4" component="h1">
                    {detail.data.blog.title}
                  </Typography>
                  <PostMeta author={detail.data.blog.userFullName} posted={detail.data.blog.blogPosted} />
                  <CategoryChips tags={detail.data.blog.tags} />
                  {detail.data.blog.content.map((paragraph) => (
                    <Typography key={paragraph}>{paragraph}</Typography>
                  ))}
                  <Divider />
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                  >
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="body2" color="text.secondary">
                        {t('blog.share')}
                      </Typography>
                      {SHARE_TARGETS.map(({ network, Icon, url }) => (
                        <IconButton
                          key={network}
                          component="a"
                          href={url(page)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('blog.shareOn', { network })}
                        >
                          <Icon fontSize="small" />
                        </IconButton>
                      ))}
                    </Stack>
                    <Button
                      component={RouterLink}
                      to={`/pages/blog/edit/${detail.data.blog.id}`}
                      variant="outlined"
                      startIcon={<EditOutlined />}
                    >
                      {t('blog.edit')}
                    </Button>
                  </Stack>
                </CardContent>
              </Card>
              <Box component="section" aria-labelledby="blog-comments-title">
                <Typography id="blog-comments-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('blog.commentCount', { count: detail.data.comments.length })}
                </Typography>
                {detail.data.comments.length === 0 && (
                  <Typography color="text.secondary">{t('blog.noComments')}</Typography>
                )}
                <Stack spacing={2}>
                  {detail.data.comments.map((comment) => (
                    <Card key={`${comment.userFullName}-${comment.commentedAt}`}>
                      <CardContent>
                        <Stack direction="row" spacing={2}>
                          <Avatar sx={{ bgcolor: 'primary.main' }}>{initialsOf(comment.userFullName)}</Avatar>
                          <div>
                            <Typography variant="subtitle1" component="h3">
                              {comment.userFullName}
                            </Typography>
                            <Typography variant="caption" color="text.secondary" component="p">
                              <time dateTime={comment.commentedAt}>
                                {when.format(new Date(comment.commentedAt))}
                              </time>
                            </Typography>
                            <Typography sx={{ mt: 1 }}>{comment.commentText}</Typography>
                          </div>
                        </Stack>
                      </CardContent>
                    </Card>
                  ))}
                </Stack>
              </Box>
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <BlogSidebar onList={false} />
        </Grid>
      </Grid>
    </Box>
  );
}
