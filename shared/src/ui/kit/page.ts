// The kit's page parts: import them from '@cloudfit/shared/ui/kit/page'.
export * from './page/InfoList';
export * from './page/PageHeader';
export * from './page/QueryState';
export * from './page/StatusChip';
