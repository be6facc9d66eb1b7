import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from '@cloudfit/shared/router/app-router';
import { BLOG_CATEGORIES } from '@cloudfit/shared/schemas/demo/pages-blog.schema';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useBlogSidebar } from '../api/blog-queries';
import { BlogImage } from './BlogImage';

/**
 * The blog's side column: a search (on the list it filters as you type, elsewhere it opens the
 * list), the recent posts and the categories with their post counts.
 */
export function BlogSidebar({ onList }: { onList: boolean }) {
  const { t, i18n } = useTranslation('demo');
  const sidebar = useBlogSidebar();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const q = onList ? (searchParams.get('q') ?? '') : draft;
  const activeCategory = onList ? searchParams.get('category') : null;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  const search = (text: string) => {
    if (!onList) return setDraft(text);
    const next = new URLSearchParams(searchParams);
    if (text) next.set('q', text);
    else next.delete('q');
    setSearchParams(next, { replace: true });
  };

  return (
    <Stack spacing={3} component="aside" aria-label={t('blog.sidebar')}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (!onList) navigate(`/pages/blog/list?q=${encodeURIComponent(draft)}`);
        }}
      >
        <TextField
          type="search"
          label={t('blog.search')}
          value={q}
          onChange={(event) => search(event.target.value)}
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('blog.recentPosts')}
          </Typography>
          <List disablePadding>
            {sidebar.data?.recentPosts.map((post) => (
              <ListItem key={post.id} disableGutters sx={{ gap: 2, alignItems: 'flex-start' }}>
                <Box sx={{ width: 72, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
                  <BlogImage src={post.img} tag={post.tags[0]} height={56} />
                </Box>
                <div>
                  <Link
                    component={RouterLink}
                    to={`/pages/blog/${post.id}`}
                    underline="hover"
                    color="text.primary"
                  >
                    {post.title}
                  </Link>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {day.format(new Date(post.blogPosted))}
                  </Typography>
                </div>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('blog.categoriesTitle')}
          </Typography>
          <List disablePadding>
            {(sidebar.data?.categories ?? BLOG_CATEGORIES.map((category) => ({ category, count: 0 }))).map(
              ({ category, count }) => (
                <ListItem key={category} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={
                      activeCategory === category
                        ? '/pages/blog/list'
                        : `/pages/blog/list?category=${category}`
                    }
                    selected={activeCategory === category}
                    aria-current={activeCategory === category ? 'page' : undefined}
                    sx={{ borderRadius: 1 }}
                  >
                    <ListItemText primary={t(`blog.categories.${category}`)} />
                    <Typography variant="body2" color="text.secondary">
                      {count}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ),
            )}
          </List>
        </CardContent>
      </Card>
    </Stack>
  );
}
