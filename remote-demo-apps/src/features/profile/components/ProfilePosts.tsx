import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ProfilePost } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { initialsOf } from './initials';

const PAGE_SIZE = 3;

/** The posts, three at a time, each with its likes (and who liked it), comments and shares. */
export function ProfilePosts({ posts }: { posts: ProfilePost[] }) {
  const { t, i18n } = useTranslation('demo');
  const [shown, setShown] = useState(PAGE_SIZE);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack spacing={3} component="section" aria-label={t('profile.posts')}>
      {posts.slice(0, shown).map((post) => (
        <Card key={post.id} component="article" data-testid="profile-post">
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
              <Avatar sx={{ bgcolor: 'primary.main' }}>{initialsOf(post.authorName)}</Avatar>
              <div>
                <Typography variant="subtitle1" component="h2">
                  {post.authorName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={post.postedAt}>{when.format(new Date(post.postedAt))}</time>
                </Typography>
              </div>
            </Stack>
            <Typography sx={{ mb: 2 }}>{post.text}</Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FavoriteBorder fontSize="small" color="error" aria-hidden />
                <Typography variant="body2">{t('profile.likes', { count: post.likes })}</Typography>
                {post.likedBy.length > 0 && (
                  <AvatarGroup
                    max={5}
                    sx={{
                      '& .MuiAvatar-root': { width: 26, height: 26, fontSize: 11, bgcolor: 'primary.main' },
                    }}
                  >
                    {post.likedBy.map((name) => (
                      <Tooltip key={name} title={name}>
                        <Avatar alt={name}>{initialsOf(name)}</Avatar>
                      </Tooltip>
                    ))}
                  </AvatarGroup>
                )}
              </Stack>
              <Stack direction="row" spacing={2} sx={{ color: 'text.secondary' }}>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <ChatBubbleOutlineOutlined fontSize="small" aria-hidden />
                  <Typography variant="body2">{t('profile.comments', { count: post.comments })}</Typography>
                </Stack>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <ShareOutlined fontSize="small" aria-hidden />
                  <Typography variant="body2">{t('profile.shares', { count: post.shares })}</Typography>
                </Stack>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
      {shown < posts.length && (
        <Button
          variant="contained"
          sx={{ alignSelf: 'center' }}
          onClick={() => setShown((count) => count + PAGE_SIZE)}
        >
          {t('profile.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
