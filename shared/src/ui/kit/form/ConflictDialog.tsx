import './form.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';

export interface ConflictField {
  name: string;
  label: string;
  /** How a value reads to a person; plain text by default. */
  format?(value: unknown): string;
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return String(value);
}

/** Equal for a person: an empty text and no value are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null) || (!a && !b && a !== 0 && b !== 0);
}

/**
 * Four columns do not fit a phone's dialog (the user's own value was cut off): there each field is a
 * block, its name over one line per version, each line named by its column's header.
 */
const STACKED_ON_PHONES: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
    '& tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& th, & td': { display: 'flex', gap: 2, justifyContent: 'space-between', border: 0, px: 0, py: 0.25 },
    '& th': { fontWeight: 'fontWeightMedium' },
    '& td': { textAlign: 'end', overflowWrap: 'anywhere' },
    '& td::before': {
      content: 'attr(data-label)',
      color: 'text.secondary',
      textAlign: 'start',
      flexShrink: 0,
    },
  },
});

/**
 * Someone saved this record after it was opened here. Shows each field the user changed (what it
 * was, what is saved now, their edit), names the fields only the other person changed (re-applying
 * keeps those), and lets the user take the saved version or put their edit on top of it.
 */
export function ConflictDialog(props: {
  fields: ConflictField[];
  /** The record as this user opened it. */
  base: Record<string, unknown>;
  mine: Record<string, unknown>;
  current: Record<string, unknown>;
  onReload(): void;
  onReapply(): void;
}) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  const changedByMe = (field: ConflictField) => !sameValue(props.mine[field.name], props.base[field.name]);
  const differing = props.fields.filter(changedByMe);
  const changedByThem = props.fields.filter(
    (field) => !changedByMe(field) && !sameValue(props.base[field.name], props.current[field.name]),
  );
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('conflict.body')}</DialogContentText>
        {differing.length > 0 ? (
          <Table
            size="small"
            aria-label={t('conflict.title')}
            data-testid="conflict-fields"
            sx={STACKED_ON_PHONES}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('conflict.field')}</TableCell>
                <TableCell>{t('conflict.opened')}</TableCell>
                <TableCell>{t('conflict.saved')}</TableCell>
                <TableCell>{t('conflict.yours')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {differing.map((field) => {
                const format = field.format ?? plain;
                return (
                  <TableRow key={field.name}>
                    <TableCell component="th" scope="row">
                      {field.label}
                    </TableCell>
                    <TableCell data-label={t('conflict.opened')}>{format(props.base[field.name])}</TableCell>
                    <TableCell data-label={t('conflict.saved')}>
                      {format(props.current[field.name])}
                    </TableCell>
                    <TableCell data-label={t('conflict.yours')}>{format(props.mine[field.name])}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : (
          <DialogContentText>{t('conflict.noDifference')}</DialogContentText>
        )}
        {changedByThem.length > 0 && (
          <DialogContentText sx={{ mt: 2 }} data-testid="conflict-theirs">
            {t('conflict.theirs', { fields: changedByThem.map((field) => field.label).join(', ') })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onReload}>{t('conflict.reload')}</Button>
        <Button variant="contained" onClick={props.onReapply}>
          {t('conflict.reapply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
