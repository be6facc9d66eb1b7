import './form.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import { type ReactNode, useLayoutEffect } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import type { ResourceForm } from './resource-form';
import { InputStylesAbove } from './text-fields';

/** A form on a screen (not in a dialog): its fields, the refusal that fits no field, and Save. */
export function ResourceFormBody<S extends z.ZodType<unknown, FieldValues>>(props: {
  resourceForm: ResourceForm<S>;
  submitLabel: string;
  children: ReactNode;
  /** More buttons beside Save, e.g. "Save as draft". */
  extraActions?: ReactNode;
  /** Offer "Discard changes" while the form is dirty (default true). */
  discardable?: boolean;
}) {
  const { t } = useTranslation('kit');
  const { form, onSubmit, formError, dialogs, draftNotice, liveNotice, onOwnScreen } = props.resourceForm;
  // Before the form's own effect looks for a kept draft (a child's layout effect runs first).
  useLayoutEffect(() => {
    onOwnScreen.current = true;
  }, [onOwnScreen]);
  const { isDirty, isSubmitting } = form.formState;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      {draftNotice}
      {liveNotice}
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {formError}
        </Alert>
      )}
      <FormProvider {...form}>{props.children}</FormProvider>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        {(props.discardable ?? true) && (
          <Button onClick={() => form.reset()} disabled={!isDirty || isSubmitting}>
            {t('form.discardChanges')}
          </Button>
        )}
        {props.extraActions}
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {props.submitLabel}
        </Button>
      </Stack>
      {dialogs}
    </Box>
  );
}

// MUI's inputs tell a browser's autofill by these animations (it shrinks their labels); each input
// otherwise mounts the same keyframes itself.
const AUTOFILL_STYLES = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
  '.MuiInputBase-input': { animationName: 'mui-auto-fill-cancel', animationDuration: '10ms' },
  '.MuiInputBase-input:-webkit-autofill': { animationName: 'mui-auto-fill', animationDuration: '5000s' },
};

/** Fields side by side where there is room: one column on a phone, two from a tablet up. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 | 3 }) {
  return (
    <InputStylesAbove value>
      <GlobalStyles styles={AUTOFILL_STYLES} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            // minmax(0, …): a long value (a select's text) is cut short instead of widening a phone's dialog.
            xs: 'minmax(0, 1fr)',
            sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
            lg: `repeat(${columns}, minmax(0, 1fr))`,
          },
          '& > .full-row': { gridColumn: '1 / -1' },
        }}
      >
        {children}
      </Box>
    </InputStylesAbove>
  );
}
