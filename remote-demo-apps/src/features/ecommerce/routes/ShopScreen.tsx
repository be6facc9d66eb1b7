import '../../../i18n/demo-common.i18n';
import '../ecommerce.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  SHOP_PAGE_SIZE,
  SHOP_SORTS,
  type ShopPriceRange,
  type ShopSort,
} from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useState } from 'react';
import { useProducts } from '../api/shop-queries';
import { ProductCard } from '../components/ProductCard';
import { ShopFilters } from '../components/ShopFilters';

/** /apps/e-commerce/shop: search, price, brands, sort and pages of 9, all on the server. */
export default function ShopScreen() {
  const { t } = useTranslation('demo');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [sortBy, setSortBy] = useState<ShopSort>('featured');
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [priceRange, setPriceRange] = useState<ShopPriceRange>('all');
  const [selectedBrands, setSelectedBrands] = useState<string[]>([]);
  // On a phone the filters fold behind a button, so the products come first.
  const folded = useMediaQuery(useTheme().breakpoints.down('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = (priceRange === 'all' ? 0 : 1) + selectedBrands.length;
  const products = useProducts({
    q: q || undefined,
    sortBy,
    page,
    perPage: SHOP_PAGE_SIZE,
    priceRange,
    brands: selectedBrands.length > 0 ? selectedBrands.join(',') : undefined,
  });

  const shown = products.data?.products ?? [];
  const brands = products.data?.brands ?? [];
  const pageCount = Math.max(1, Math.ceil((products.data?.total ?? 0) / SHOP_PAGE_SIZE));

  const filters = (
    <ShopFilters
      priceRange={priceRange}
      onPriceRange={(range) => {
        setPriceRange(range);
        setPage(1);
      }}
      brands={brands}
      selectedBrands={selectedBrands}
      onBrands={(next) => {
        setSelectedBrands(next);
        setPage(1);
      }}
    />
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('ecommerce.shopTitle')}
        </Typography>
        {folded ? (
          <>
            <Button
              variant="outlined"
              fullWidth
              aria-expanded={filtersOpen}
              aria-controls="shop-filters"
              onClick={() => setFiltersOpen((open) => !open)}
              startIcon={<FilterListOutlined />}
            >
              {t('ecommerce.filters')}
              {activeFilters > 0 && ` (${activeFilters})`}
            </Button>
            <Collapse in={filtersOpen} id="shop-filters" sx={{ mt: filtersOpen ? 2 : 0 }}>
              {filters}
            </Collapse>
          </>
        ) : (
          filters
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography sx={{ flexGrow: 1 }} role="status">
              {products.data && t('ecommerce.resultCount', { total: products.data.total })}
            </Typography>
            <TextField
              select
              size="small"
              label={t('ecommerce.sortBy')}
              value={sortBy}
              onChange={(event) => {
                setSortBy(event.target.value as ShopSort);
                setPage(1);
              }}
              sx={{ minWidth: 180 }}
            >
              {SHOP_SORTS.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`ecommerce.sorts.${sort}`)}
                </MenuItem>
              ))}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={layout}
              onChange={(_event, value: 'grid' | 'list' | null) => value && setLayout(value)}
              aria-label={t('ecommerce.layout')}
            >
              <ToggleButton value="grid" aria-label={t('ecommerce.gridView')}>
                <GridViewOutlined />
              </ToggleButton>
              <ToggleButton value="list" aria-label={t('ecommerce.listView')}>
                <ViewListOutlined />
              </ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <TextField
            type="search"
            label={t('ecommerce.searchProducts')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <SearchOutlined />
                  </InputAdornment>
                ),
              },
            }}
            fullWidth
          />
          {products.isPending && <LinearProgress aria-label={t('common.loading')} />}
          {products.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
          {products.data && shown.length === 0 && <Alert severity="info">{t('ecommerce.noProducts')}</Alert>}
          <Grid container spacing={3}>
            {shown.map((product) => (
              <Grid key={product.id} size={layout === 'grid' ? { xs: 12, sm: 6, lg: 4 } : 12}>
                <ProductCard product={product} layout={layout} />
              </Grid>
            ))}
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Pagination
              count={pageCount}
              page={page}
              onChange={(_event, next) => setPage(next)}
              color="primary"
              getItemAriaLabel={(type, item) =>
                type === 'page' ? t('ecommerce.goToPage', { page: item }) : t(`ecommerce.pageNav.${type}`)
              }
            />
          </Box>
        </Stack>
      </Grid>
    </Grid>
  );
}
