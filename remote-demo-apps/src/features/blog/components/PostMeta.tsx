import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** "by <author> · <date>" with the author's initials. */
export function PostMeta({ author, posted }: { author: string; posted: string }) {
  const { t, i18n } = useTranslation('demo');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(posted),
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'primary.dark' }}>
        {initialsOf(author)}
      </Avatar>
      <Typography variant="body2" color="text.secondary">
        {t('blog.byAuthor', { author })} · <time dateTime={posted}>{date}</time>
      </Typography>
    </Stack>
  );
}
