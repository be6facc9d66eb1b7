// The kit's feedback parts: import them from '@cloudfit/shared/ui/kit/feedback'.
export * from './feedback/api-mutation';
