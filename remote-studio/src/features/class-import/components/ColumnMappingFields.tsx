import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  CLASS_IMPORT_FIELDS,
  type ClassImportField,
  REQUIRED_IMPORT_FIELDS,
} from '@cloudfit/shared/schemas/class-import.schema';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ColumnMapping } from './import-csv';

/** One select per import field: which column of the file it is read from. */
export function ColumnMappingFields(props: {
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange(field: ClassImportField, column: string): void;
}) {
  const { t } = useTranslation('studio');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {CLASS_IMPORT_FIELDS.map((field) => {
        const required = REQUIRED_IMPORT_FIELDS.includes(field);
        return (
          <TextField
            key={field}
            select
            size="small"
            required={required}
            label={t(`classImport.fields.${field}`)}
            value={props.mapping[field]}
            onChange={(event) => props.onChange(field, event.target.value)}
            error={required && props.mapping[field] === ''}
            helperText={field === 'creditCost' ? t('classImport.creditCostHelp') : undefined}
            slotProps={{ select: { SelectDisplayProps: { 'data-field': field } as object } }}
          >
            <MenuItem value="">{t('classImport.notInFile')}</MenuItem>
            {props.headers.map((header) => (
              <MenuItem key={header} value={header}>
                {header}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Box>
  );
}
