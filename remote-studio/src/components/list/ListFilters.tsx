import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { ListFilter } from './list-types';

// The date pickers are heavy; lists without a date filter never load them.
const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

interface ListFiltersProps {
  filters: ListFilter[];
  values: Record<string, string>;
  onChange(patch: Record<string, string | null>): void;
}

export function ListFilters({ filters, values, onChange }: ListFiltersProps) {
  const { t } = useTranslation('studio');
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {filters.map((filter) => {
        switch (filter.kind) {
          case 'select':
            return (
              <TextField
                key={filter.key}
                select
                size="small"
                label={filter.label}
                value={values[filter.key] ?? ''}
                onChange={(event) => onChange({ [filter.key]: event.target.value || null })}
                sx={{ minWidth: 170 }}
              >
                <MenuItem value="">{t('kit.list.any')}</MenuItem>
                {filter.options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'chips':
            return (
              <Stack
                key={filter.key}
                direction="row"
                role="group"
                aria-label={filter.label}
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                {filter.options.map((option) => {
                  const selected = values[filter.key] === option.value;
                  return (
                    <Chip
                      key={option.value}
                      label={option.label}
                      color={selected ? 'primary' : 'default'}
                      variant={selected ? 'filled' : 'outlined'}
                      aria-pressed={selected}
                      onClick={() => onChange({ [filter.key]: selected ? null : option.value })}
                    />
                  );
                })}
              </Stack>
            );
          case 'toggle':
            return (
              <FormControlLabel
                key={filter.key}
                control={
                  <Switch
                    checked={values[filter.key] === 'true'}
                    onChange={(event) => onChange({ [filter.key]: event.target.checked ? 'true' : null })}
                  />
                }
                label={filter.label}
              />
            );
          case 'dateRange':
            return (
              <Suspense key={filter.fromKey} fallback={null}>
                <DateRangeFilter filter={filter} values={values} onChange={onChange} />
              </Suspense>
            );
          default:
            return null;
        }
      })}
    </Stack>
  );
}
