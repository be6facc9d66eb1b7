import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateApiError } from '@cloudfit/shared/i18n/i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Mode,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

// Loaded only by a form that guards leaving, so a sign-in page does not fetch the dialog.
const LeaveGuard = lazy(async () => {
  const { useLeaveGuard } = await import('./leave-guard');
  return {
    default: function GuardedLeave({ dirty }: { dirty: boolean }) {
      return useLeaveGuard(dirty);
    },
  };
});

type Schema = z.ZodType<unknown, FieldValues>;
export type KitFormApi<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface KitFormOptions<S extends Schema> {
  defaultValues: z.input<S>;
  /** Runs with the parsed values; an error it throws is shown on the fields or above the form. */
  onSubmit(values: z.output<S>, form: KitFormApi<S>): unknown;
  /** The schema refused the values (e.g. show the tab that holds the first mistake). */
  onInvalid?(errors: FieldErrors<z.input<S>>): void;
  /** When fields are checked: after the first submit (default) or as each is left ('onTouched'). */
  mode?: Mode;
  /** Ask before leaving the screen with unsaved changes (default false). */
  guardLeave?: boolean;
  /** A refusal the screen explains itself: return true when handled, and nothing else is shown. */
  onRefused?(error: unknown, form: KitFormApi<S>): boolean;
  /** What to say when no answer came from the server (default: the kit's generic sentence). */
  unreachableMessage?: string;
  /** Say every refusal in a toast (a tab of settings) instead of `formError`; field messages still go on their fields. */
  toastRefusals?: boolean;
}

export interface KitForm<S extends Schema> {
  form: KitFormApi<S>;
  onSubmit(event?: React.BaseSyntheticEvent): Promise<void>;
  /** A refusal that belongs to no field, translated; null when there is none. */
  formError: string | null;
  setFormError(message: string | null): void;
  /** The leave guard: render it inside the screen (KitFormProvider does). */
  dialogs: ReactNode;
}

/**
 * A plain form (sign-in, a settings tab, a demo editor): the zod schema through react-hook-form, the
 * server's field messages put on their fields and any other refusal translated in `formError`.
 * A form that saves a versioned API record uses `useResourceForm` instead.
 */
export function useKitForm<S extends Schema>(schema: S, options: KitFormOptions<S>): KitForm<S> {
  type Input = z.input<S>;
  const form = useForm<Input, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: options.defaultValues as DefaultValues<Input>,
    mode: options.mode ?? 'onSubmit',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = form.formState.isDirty && !form.formState.isSubmitting;
  const dialogs = options.guardLeave ? (
    <Suspense fallback={null}>
      <LeaveGuard dirty={dirty} />
    </Suspense>
  ) : null;

  const refused = (error: unknown) => {
    if (options.onRefused?.(error, form)) return;
    const say = (message: string) =>
      options.toastRefusals ? appStore.getState().toast(message, 'error') : setFormError(message);
    if (!ApiError.is(error) || !error.body) {
      say(options.unreachableMessage ?? translateApiError(error));
      return;
    }
    const known = Object.entries(error.fields ?? {}).filter(
      ([field]) => field in (options.defaultValues as object),
    );
    known.forEach(([field, message], index) => {
      form.setError(field as Path<Input>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (known.length === 0 || options.toastRefusals) say(translateApiError(error));
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await options.onSubmit(values, form);
      } catch (error) {
        refused(error);
      }
    },
    (errors) => options.onInvalid?.(errors),
  );

  return { form, onSubmit, formError, setFormError, dialogs };
}

/** Gives the kit's fields inside it their form (they take only `name` and `label`). */
export function KitFormProvider<S extends Schema>({
  form,
  children,
}: {
  form: KitForm<S> | KitFormApi<S>;
  children: ReactNode;
}) {
  const api = 'dialogs' in form ? form.form : form;
  return (
    <FormProvider {...(api as unknown as UseFormReturn<FieldValues>)}>
      {children}
      {'dialogs' in form && form.dialogs}
    </FormProvider>
  );
}

/** The form's refusal that belongs to no field, above the fields; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
