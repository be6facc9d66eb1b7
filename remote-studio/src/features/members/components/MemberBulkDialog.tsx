import { translateApiError, translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type MemberBulkAction,
  type MemberBulkResult,
  memberBulkSchema,
} from '@cloudfit/shared/schemas/member-bulk.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListSelection } from '@cloudfit/shared/ui/kit/list';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { bulkSelectionOf, runMemberBulk } from '../api/member-bulk';

export type MemberBulkKind = MemberBulkAction['type'];

interface Fields {
  tag: string;
  days: string;
  reason: string;
}

function actionOf(kind: MemberBulkKind, fields: Fields): unknown {
  if (kind === 'extend') {
    return { type: kind, days: fields.days === '' ? Number.NaN : Number(fields.days), reason: fields.reason };
  }
  return { type: kind, tag: fields.tag };
}

/**
 * One bulk action on the members picked on the list: the user fills in the tag (or days and
 * reason), the dialog first asks the server how many members it will change and shows that count,
 * and only the second button runs it.
 */
export function MemberBulkDialog(props: {
  kind: MemberBulkKind;
  selection: ListSelection;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [fields, setFields] = useState<Fields>({ tag: '', days: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [counted, setCounted] = useState<{ action: MemberBulkAction; result: MemberBulkResult } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (key: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setCounted(null);
  };

  const count = async () => {
    const parsed = memberBulkSchema.safeParse({
      selection: bulkSelectionOf(props.selection),
      action: actionOf(props.kind, fields),
      dryRun: true,
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[1] as keyof Fields | undefined;
        if (field && !found[field]) found[field] = translateMessage(issue.message);
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await runMemberBulk(props.selection, parsed.data.action, true);
      setCounted({ action: parsed.data.action, result });
    } catch (error) {
      setFailure(translateApiError(error));
    } finally {
      setBusy(false);
    }
  };

  const run = async () => {
    if (!counted) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await runMemberBulk(props.selection, counted.action, false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['members'] }),
        queryClient.invalidateQueries({ queryKey: ['memberships'] }),
      ]);
      appStore.getState().toast(
        t(`memberBulk.${props.kind}.done`, {
          count: result.members,
          members: format.number(result.members),
          memberships: format.number(result.memberships),
        }),
        'success',
      );
      props.onDone();
    } catch (error) {
      setFailure(translateApiError(error));
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (counted) void run();
    else void count();
  };

  const changes = counted?.result;
  return (
    <Dialog open onClose={busy ? undefined : props.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(`memberBulk.${props.kind}.title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.kind === 'extend' ? (
              <>
                <TextField
                  label={t('memberBulk.extend.days')}
                  value={fields.days}
                  onChange={(event) => edit('days')(event.target.value)}
                  error={Boolean(errors.days)}
                  helperText={errors.days}
                  required
                  autoFocus
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <TextField
                  label={t('memberBulk.extend.reason')}
                  value={fields.reason}
                  onChange={(event) => edit('reason')(event.target.value)}
                  error={Boolean(errors.reason)}
                  helperText={errors.reason}
                  required
                />
              </>
            ) : (
              <TextField
                label={t('memberBulk.tag')}
                value={fields.tag}
                onChange={(event) => edit('tag')(event.target.value)}
                error={Boolean(errors.tag)}
                helperText={errors.tag}
                required
                autoFocus
              />
            )}
            {changes && (
              <Alert severity={changes.members === 0 ? 'info' : 'warning'} data-testid="bulk-count">
                {t(`memberBulk.${props.kind}.count`, {
                  count: changes.members,
                  members: format.number(changes.members),
                  selected: format.number(changes.selected),
                  memberships: format.number(changes.memberships),
                })}
              </Alert>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            {t('kit:cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            disabled={changes !== undefined && changes.members === 0}
          >
            {changes
              ? t(`memberBulk.${props.kind}.confirm`, {
                  count: changes.members,
                  members: format.number(changes.members),
                })
              : t('memberBulk.check')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
