import type { BlogCategory } from '@cloudfit/shared/schemas/demo/pages-blog.schema';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';

/**
 * A post's picture: its uploaded image, or a tinted panel when it has none (the demo ships no
 * photos and loads nothing from the internet). Decorative: the title beside it says what it is.
 */
export function BlogImage({ src, tag, height }: { src: string | null; tag?: BlogCategory; height: number }) {
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        alt=""
        sx={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  const tint =
    tag === 'food' || tag === 'quote' ? 'warning' : tag === 'gaming' || tag === 'video' ? 'info' : 'primary';
  return (
    <Box
      aria-hidden
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        color: `${tint}.contrastText`,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette[tint].light}, ${theme.palette[tint].dark})`,
      }}
    >
      <ImageOutlined sx={{ fontSize: Math.min(64, height / 3) }} />
    </Box>
  );
}
