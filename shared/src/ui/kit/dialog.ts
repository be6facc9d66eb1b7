// The kit's dialog parts: import them from '@cloudfit/shared/ui/kit/dialog'.
export * from './dialog/ConfirmDialog';
export * from './dialog/FormDialog';
export * from './dialog/ResourceFormDialog';
