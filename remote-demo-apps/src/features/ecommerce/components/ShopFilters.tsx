import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  SHOP_PRICE_RANGES as PRICE_RANGES,
  type ShopPriceRange as PriceRange,
} from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { usePriceFormat } from './shop-format';

interface ShopFiltersProps {
  priceRange: PriceRange;
  onPriceRange(range: PriceRange): void;
  brands: string[];
  selectedBrands: string[];
  onBrands(brands: string[]): void;
}

/** The shop sidebar: a price band and brands, applied by the server to the whole catalogue. */
export function ShopFilters({
  priceRange,
  onPriceRange,
  brands,
  selectedBrands,
  onBrands,
}: ShopFiltersProps) {
  const { t } = useTranslation('demo');
  const price = usePriceFormat();
  const rangeLabel = (range: PriceRange) => {
    const [from, to] = PRICE_RANGES[range];
    if (range === 'all') return t('ecommerce.priceAll');
    if (from === 0) return t('ecommerce.priceUnder', { amount: price(to) });
    if (to === Number.POSITIVE_INFINITY) return t('ecommerce.priceOver', { amount: price(from) });
    return t('ecommerce.priceBetween', { from: price(from), to: price(to) });
  };
  return (
    <Card>
      <CardContent>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="shop-price-label">{t('ecommerce.priceRange')}</FormLabel>
            <RadioGroup
              aria-labelledby="shop-price-label"
              value={priceRange}
              onChange={(event) => onPriceRange(event.target.value as PriceRange)}
            >
              {(Object.keys(PRICE_RANGES) as PriceRange[]).map((range) => (
                <FormControlLabel
                  key={range}
                  value={range}
                  control={<Radio size="small" />}
                  label={rangeLabel(range)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('ecommerce.brands')}</FormLabel>
            <FormGroup>
              {brands.map((brand) => (
                <FormControlLabel
                  key={brand}
                  label={brand}
                  control={
                    <Checkbox
                      size="small"
                      checked={selectedBrands.includes(brand)}
                      onChange={(event) =>
                        onBrands(
                          event.target.checked
                            ? [...selectedBrands, brand]
                            : selectedBrands.filter((selected) => selected !== brand),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </Stack>
      </CardContent>
    </Card>
  );
}
