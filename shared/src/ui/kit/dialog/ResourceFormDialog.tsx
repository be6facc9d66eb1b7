import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { type ResourceFormOptions, useResourceForm } from '../form/resource-form';
import { FormDialog } from './FormDialog';

export type ResourceFormDialogProps<S extends z.ZodType<unknown, FieldValues>, Result> = Omit<
  ResourceFormOptions<S, Result>,
  'guardLeave'
> & {
  /** Defaults to true: an edit dialog is mounted only while open. */
  open?: boolean;
  title: string;
  submitLabel: string;
  onClose(): void;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** The fields. */
  children: ReactNode;
};

/**
 * A create or edit dialog of one resource: the kit's form (shared schema, 400 on fields, 409 dialog,
 * toast) in the kit's dialog (asks before discarding), closed after a save. A feature gives its
 * schema, values, save call, texts and fields.
 */
export function ResourceFormDialog<S extends z.ZodType<unknown, FieldValues>, Result>(
  props: ResourceFormDialogProps<S, Result>,
) {
  const { open = true, title, submitLabel, onClose, maxWidth, children, onSaved, ...options } = props;
  const resourceForm = useResourceForm<S, Result>({
    ...options,
    guardLeave: false,
    onSaved: (result, values) => {
      onSaved?.(result, values);
      onClose();
    },
  });
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      resourceForm={resourceForm}
      onClose={onClose}
      maxWidth={maxWidth}
    >
      {children}
    </FormDialog>
  );
}
