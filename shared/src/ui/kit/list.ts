// The kit's list parts: import them from '@cloudfit/shared/ui/kit/list'.
export * from './list/ActionHint';
export * from './list/client-rows';
export * from './list/csv-download';
export * from './list/DataTable';
export * from './list/ListCards';
export * from './list/ListFilters';
export * from './list/ListPagination';
export * from './list/list-query';
export * from './list/list-state';
export * from './list/list-types';
export * from './list/narrow-screen';
export * from './list/ResourceList';
export * from './list/RowActions';
export * from './list/RowCheckbox';
export * from './list/TitleCell';
export * from './list/use-list-controller';
