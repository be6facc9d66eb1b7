// The kit's form parts: import them from '@cloudfit/shared/ui/kit/form'.
export * from './form/ConflictDialog';
export * from './form/choice-fields';
export * from './form/DayPicker';
export * from './form/FormCenters';
export * from './form/FormInstant';
export * from './form/FormSearchSelect';
export * from './form/form-fields';
export * from './form/kit-form';
export * from './form/LiveChangeNotice';
export * from './form/lazy-pickers';
export * from './form/leave-guard';
export * from './form/locale-names';
export * from './form/number-text';
export * from './form/ResourceFormBody';
export * from './form/resource-form';
export * from './form/text-fields';
