import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { ListFilter } from './list-types';

// The date pickers are heavy; lists without a date filter never load them.
const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

/**
 * A row of filter chips: plain toggle buttons that look like MUI's medium clickable Chip, outlined,
 * filled in the primary colour when pressed. A MUI Chip is about ten components, and a list's
 * status filters are six of them on the first screen.
 */
const ChipGroup = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  '& button': {
    height: 32,
    padding: '0 11px',
    borderRadius: 16,
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    background: 'none',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'box-shadow']),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: 'none', backgroundColor: theme.palette.action.focus },
    '&[aria-pressed=true]': {
      borderColor: 'transparent',
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      '&:hover, &:focus-visible': { backgroundColor: theme.palette.primary.dark },
    },
  },
}));

interface ListFiltersProps {
  filters: ListFilter[];
  values: Record<string, string>;
  onChange(patch: Record<string, string | null>): void;
}

export function ListFilters({ filters, values, onChange }: ListFiltersProps) {
  const { t } = useTranslation('kit');
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
                <MenuItem value="">{t('list.any')}</MenuItem>
                {filter.options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'chips':
            return (
              <ChipGroup key={filter.key} role="group" aria-label={filter.label}>
                {filter.options.map((option) => {
                  const selected = values[filter.key] === option.value;
                  return (
                    <button
                      key={option.value}
                      type="button"
                      aria-pressed={selected}
                      onClick={() => onChange({ [filter.key]: selected ? null : option.value })}
                    >
                      {option.label}
                    </button>
                  );
                })}
              </ChipGroup>
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
