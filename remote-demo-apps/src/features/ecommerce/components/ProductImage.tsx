import type { ShopProduct } from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';

const TINTS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/** The demo bundles no product pictures: a tinted tile stands in, the same tint for the same product. */
export function ProductImage({
  product,
  height,
}: {
  product: Pick<ShopProduct, 'id' | 'image' | 'name'>;
  height: number;
}) {
  const tint = TINTS[product.id % TINTS.length]!;
  if (product.image) {
    return (
      <Box component="img" src={product.image} alt="" sx={{ height, width: '100%', objectFit: 'contain' }} />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        height,
        width: '100%',
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1,
        bgcolor: `${tint}.main`,
        color: `${tint}.contrastText`,
        opacity: 0.85,
      }}
    >
      <Inventory2Outlined sx={{ fontSize: height / 2.5 }} />
    </Box>
  );
}
