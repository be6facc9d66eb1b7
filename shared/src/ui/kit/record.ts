// The kit's record layer: import it from '@cloudfit/shared/ui/kit/record'.
export * from './record/record-query';
export * from './record/save-record';
