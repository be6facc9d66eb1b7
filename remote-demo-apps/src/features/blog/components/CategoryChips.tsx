import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import type { BlogCategory } from '@cloudfit/shared/schemas/demo/pages-blog.schema';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** A post's categories, each leading to the list of its posts. */
export function CategoryChips({ tags }: { tags: BlogCategory[] }) {
  const { t } = useTranslation('demo');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          size="small"
          variant="outlined"
          label={t(`blog.categories.${tag}`)}
          component={RouterLink}
          to={`/pages/blog/list?category=${tag}`}
          clickable
        />
      ))}
    </Stack>
  );
}
