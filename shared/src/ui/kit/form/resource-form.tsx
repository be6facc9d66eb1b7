import './form.i18n';
import { API_ERROR_CODES } from '@cloudfit/shared/api/api-error';
import { onSessionExpired } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useRecordChangedElsewhere } from '@cloudfit/shared/live/use-live';
import { type FormDraft, keepFormDraft, takeFormDraft } from '@cloudfit/shared/session/form-drafts';
import { appStore } from '@cloudfit/shared/store/app-store';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { ConflictDialog, type ConflictField, sameValue } from './ConflictDialog';
import { LiveChangeNotice } from './LiveChangeNotice';
import { useLeaveGuard } from './leave-guard';

export interface ResourceFormOptions<S extends z.ZodType<unknown, FieldValues>, Result> {
  schema: S;
  defaultValues: z.input<S>;
  /** Sends the parsed values; throws an ApiError when the server refuses. */
  submit(values: z.output<S>): Promise<Result>;
  /** Shown for 3000 ms after a save; none for a step that saves nothing yet (a preview). */
  successMessage?: string;
  onSaved?(result: Result, values: z.output<S>): void;
  /**
   * Versioned edits: how to turn the record of a 409 into form values, and which fields to compare
   * in the dialog. Without it a 409 is shown as an error.
   */
  conflict?: { fields: ConflictField[]; toFormValues(current: unknown): z.input<S> };
  /** Ask before leaving with unsaved changes (default true). */
  guardLeave?: boolean;
  /** Keep the entered values after a save (an edit screen) or reset to the defaults (a "new" dialog). */
  afterSave?: 'keep' | 'reset';
  /**
   * A refusal the screen explains itself (a rule's 422 shown on a field, a confirm step): return true
   * when handled, and no form error is shown.
   */
  onRefused?(
    error: ApiError,
    values: z.output<S>,
    form: UseFormReturn<z.input<S>, unknown, z.output<S>>,
  ): boolean;
  /**
   * Where the form's unsaved values are kept if the session ends under it (default: the screen's
   * address and the form's field names); false keeps nothing. Password fields are never kept.
   */
  draftKey?: string | false;
  /**
   * The record a versioned edit form holds (its `version` field is the one it read): a change made
   * elsewhere to a later version is said at once, with what changed (`liveNotice`). `reload` reads
   * the record again for "Load their version".
   */
  live?: {
    resource: string;
    recordId: number | string | null | undefined;
    reload?(): void | Promise<void>;
  };
}

export interface ResourceForm<S extends z.ZodType<unknown, FieldValues>> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  onSubmit(event?: React.BaseSyntheticEvent): Promise<void>;
  /** A refusal that belongs to no field (a business rule, a network failure), translated. */
  formError: string | null;
  /** The leave guard and the 409 dialog: render it anywhere inside the screen. */
  dialogs: ReactNode;
  /** Says that values kept from an ended session were put back, with a way to discard them. */
  draftNotice: ReactNode;
  /** Says the record was changed elsewhere since the form read it (with `live`), else null. */
  liveNotice: ReactNode;
  /**
   * Set by ResourceFormBody: the form is its screen's own, so the screen's address names its record
   * (a dialog's form is not: several records' dialogs open on one address).
   */
  onOwnScreen: RefObject<boolean>;
}

/** The record a form edits, as a key part: the live record's id, else an `id` among its values. */
function recordIdOf(liveId: number | string | null | undefined, defaultValues: object): string | null {
  const id = liveId ?? (defaultValues as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

const withoutPasswords = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)));

/**
 * Whether a kept draft belongs in this form: the same record, read at this version or an earlier
 * one. A form that names no record (a new one) takes it only with the same values read when it
 * opened, unless its key names the record.
 */
function draftFits(
  draft: FormDraft<unknown>,
  recordId: string | null,
  defaultValues: object,
  keyNamesRecord: boolean,
): boolean {
  if (!draft.record || draft.record.id !== recordId) return false;
  const base = (draft.record.base ?? {}) as { id?: unknown; version?: unknown };
  const now = defaultValues as { id?: unknown; version?: unknown };
  if (base.id !== undefined && now.id !== undefined && String(base.id) !== String(now.id)) return false;
  if (typeof base.version === 'number' && typeof now.version === 'number') return base.version <= now.version;
  return (
    keyNamesRecord ||
    recordId !== null ||
    JSON.stringify(base) === JSON.stringify(withoutPasswords(defaultValues))
  );
}

/** Keeps the form's unsaved values when the session ends, and puts them back after signing in. */
function useSessionDraft<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  draftKey: string | false | undefined,
  defaultValues: Input,
  liveRecordId: number | string | null | undefined,
  onOwnScreen: RefObject<boolean>,
): ReactNode {
  const { t, i18n } = useTranslation('kit');
  const [restored, setRestored] = useState<FormDraft<Input> | null>(null);
  const recordId = recordIdOf(liveRecordId, defaultValues);
  // Every record keeps its own draft: one record's values are never offered to the next one opened.
  const key =
    draftKey === false
      ? null
      : (draftKey ??
        `${window.location.pathname}:${recordId ?? 'new'}:${Object.keys(defaultValues).sort().join(',')}`);
  // A versioned record the form cannot name, in a dialog, could be any record of the screen's:
  // nothing is kept for it.
  const unnamedRecord = draftKey === undefined && recordId === null && 'version' in defaultValues;
  const keyNamesRecord = draftKey !== undefined;
  const opened = useRef(defaultValues);
  opened.current = defaultValues;

  useEffect(() => {
    const userId = appStore.getState().session.userData?.id;
    if (key === null || userId === undefined || (unnamedRecord && !onOwnScreen.current)) return;
    const draft = takeFormDraft<Input>(userId, key);
    if (draft && draftFits(draft, recordId, opened.current, keyNamesRecord)) {
      // Read at an earlier version, the draft keeps that version: a save then meets the 409 dialog,
      // which shows what changed since against what was typed.
      const base = draft.record?.base as Input;
      if ((base as { version?: unknown }).version !== (opened.current as { version?: unknown }).version) {
        form.reset({ ...opened.current, ...base });
      }
      form.reset({ ...form.getValues(), ...draft.values }, { keepDefaultValues: true });
      setRestored(draft);
    }
    return onSessionExpired(() => {
      if (!form.formState.isDirty) return;
      // A password never goes into the browser's storage.
      keepFormDraft(userId, key, withoutPasswords(form.getValues()), new Date(), {
        id: recordId,
        base: withoutPasswords(form.formState.defaultValues ?? {}),
      });
    });
  }, [form, key, recordId, keyNamesRecord, unnamedRecord, onOwnScreen]);

  // Gone once the values are saved or discarded.
  if (!restored || !form.formState.isDirty) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            form.reset(opened.current);
            setRestored(null);
          }}
        >
          {t('form.discardDraft')}
        </Button>
      }
    >
      {t('form.draftRestored', {
        time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
          new Date(restored.savedAt),
        ),
      })}
    </Alert>
  );
}

/**
 * The one form pattern: the shared zod schema (the API's own rules and messages) through
 * react-hook-form; a 400's field messages placed on their fields; a 409 shown as what changed with
 * reload or re-apply; a success toast; and a guard against leaving with unsaved changes.
 */
export function useResourceForm<S extends z.ZodType<unknown, FieldValues>, Result = unknown>(
  options: ResourceFormOptions<S, Result>,
): ResourceForm<S> {
  type Input = z.input<S>;
  const form = useForm<Input, unknown, z.output<S>>({
    resolver: zodResolver(options.schema as never) as never,
    defaultValues: options.defaultValues as DefaultValues<Input>,
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ base: Input; current: Input; mine: Input } | null>(null);
  const dirty = form.formState.isDirty && !form.formState.isSubmitting;
  const leaveGuard = useLeaveGuard((options.guardLeave ?? true) && dirty);
  const onOwnScreen = useRef(false);
  const draftNotice = useSessionDraft(
    form,
    options.draftKey,
    options.defaultValues as Input,
    options.live?.recordId,
    onOwnScreen,
  );
  const ownVersions = useRef(new Set<number>());
  const heldVersion = useWatch({ control: form.control, name: 'version' as Path<Input> }) as unknown;
  const changedElsewhere = useRecordChangedElsewhere(
    {
      resource: options.live?.resource ?? '',
      recordId: options.live?.recordId,
      version: typeof heldVersion === 'number' ? heldVersion : null,
    },
    // This form's own save comes back as a change too, before the form holds its new version.
    { paused: form.formState.isSubmitting },
  );
  const liveNotice = changedElsewhere && !ownVersions.current.has(changedElsewhere.version ?? -1) && (
    <LiveChangeNotice
      change={changedElsewhere}
      fields={options.conflict?.fields}
      onReload={options.live?.reload}
    />
  );

  const save = async (values: z.output<S>) => {
    setFormError(null);
    try {
      const result = await options.submit(values);
      const savedVersion = (result as { version?: unknown } | null)?.version;
      if (typeof savedVersion === 'number') ownVersions.current.add(savedVersion);
      if (options.afterSave === 'reset') form.reset(options.defaultValues as Input);
      else form.reset(form.getValues(), { keepValues: true });
      if (options.successMessage) appStore.getState().toast(options.successMessage, 'success');
      options.onSaved?.(result, values);
    } catch (error) {
      if (ApiError.is(error) && error.status === 400 && error.fields) {
        let first = true;
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as Path<Input>, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
        const unplaced = Object.keys(error.fields).filter(
          (field) => !(field in (form.getValues() as object)),
        );
        if (unplaced.length > 0) setFormError(translateApiError(error));
        return;
      }
      if (
        ApiError.is(error) &&
        error.status === 409 &&
        error.code === API_ERROR_CODES.conflict &&
        options.conflict
      ) {
        const current = error.body?.error.current;
        if (current) {
          setConflict({
            base: form.formState.defaultValues as Input,
            current: options.conflict.toFormValues(current),
            mine: form.getValues(),
          });
          return;
        }
      }
      if (ApiError.is(error) && options.onRefused?.(error, values, form)) return;
      setFormError(translateApiError(error));
    }
  };

  const submitValues = form.handleSubmit(save);
  const onSubmit = async (event?: React.BaseSyntheticEvent) => {
    // Save is disabled while it runs, which drops the focus to the page: it comes back to where it was.
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    await submitValues(event);
    const now = document.activeElement;
    if (from?.isConnected && (!now || now === document.body)) from.focus();
  };

  const dialogs = (
    <>
      {leaveGuard}
      {conflict && options.conflict && (
        <ConflictDialog
          fields={options.conflict.fields}
          base={conflict.base as Record<string, unknown>}
          mine={conflict.mine as Record<string, unknown>}
          current={conflict.current as Record<string, unknown>}
          onReload={() => {
            form.reset(conflict.current);
            setConflict(null);
          }}
          onReapply={() => {
            // The saved record becomes the base and only the fields this user changed go on top of it.
            const base = conflict.base as Record<string, unknown>;
            form.reset(conflict.current);
            for (const [key, value] of Object.entries(conflict.mine as Record<string, unknown>)) {
              if (key !== 'version' && !sameValue(value, base[key])) {
                form.setValue(key as Path<Input>, value as never, { shouldDirty: true });
              }
            }
            setConflict(null);
            void onSubmit();
          }}
        />
      )}
    </>
  );

  return { form, onSubmit, formError, dialogs, draftNotice, liveNotice, onOwnScreen };
}
