import '../../../i18n/demo-common.i18n';
import '../blog.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useSearchParams } from '@cloudfit/shared/router/app-router';
import { BLOG_CATEGORIES, type BlogCategory } from '@cloudfit/shared/schemas/demo/pages-blog.schema';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBlogPosts } from '../api/blog-queries';
import { BlogImage } from '../components/BlogImage';
import { BlogSidebar } from '../components/BlogSidebar';
import { CategoryChips } from '../components/CategoryChips';
import { PostMeta } from '../components/PostMeta';

const asCategory = (value: string | null) =>
  BLOG_CATEGORIES.find((category) => category === value) as BlogCategory | undefined;

/** /pages/blog/list: post cards, filtered by `?q` and `?category`, beside the sidebar. */
export default function BlogListScreen() {
  const { t } = useTranslation('demo');
  const [searchParams] = useSearchParams();
  const category = asCategory(searchParams.get('category'));
  const posts = useBlogPosts({ q: (searchParams.get('q') ?? '').trim(), category });

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {category
          ? t('blog.listInCategory', { category: t(`blog.categories.${category}`) })
          : t('blog.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {posts.isPending && <LinearProgress aria-label={t('common.loading')} />}
          {posts.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
          {posts.data?.length === 0 && (
            <Alert severity="info" role="status">
              {t('blog.noResults')}
            </Alert>
          )}
          <Grid container spacing={3}>
            {posts.data?.map((post) => (
              <Grid key={post.id} size={{ xs: 12, md: 6 }}>
                <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                  <BlogImage src={post.img} tag={post.tags[0]} height={180} />
                  <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                    <Typography variant="h6" component="h2">
                      <Link
                        component={RouterLink}
                        to={`/pages/blog/${post.id}`}
                        underline="hover"
                        color="text.primary"
                      >
                        {post.title}
                      </Link>
                    </Typography>
                    <PostMeta author={post.userFullName} posted={post.blogPosted} />
                    <CategoryChips tags={post.tags} />
                    <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                      {post.excerpt}
                    </Typography>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                      <Stack
                        direction="row"
                        spacing={0.5}
                        sx={{ alignItems: 'center', color: 'text.secondary' }}
                      >
                        <ChatBubbleOutlineOutlined fontSize="small" />
                        <Typography variant="body2">
                          {t('blog.commentCount', { count: post.comment })}
                        </Typography>
                      </Stack>
                      <Link
                        component={RouterLink}
                        to={`/pages/blog/${post.id}`}
                        aria-label={t('blog.readMoreAbout', { title: post.title })}
                      >
                        {t('blog.readMore')}
                      </Link>
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <BlogSidebar onList />
        </Grid>
      </Grid>
    </Box>
  );
}
