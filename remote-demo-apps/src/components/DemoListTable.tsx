import '../i18n/demo-common.i18n';
import '@cloudfit/shared/ui/kit/kit.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  ListDataTable,
  type ListDataTableProps,
  type ListPage,
  ListPageSize,
  MUI_LOOK,
} from '@cloudfit/shared/ui/kit/list';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';

/** The page sizes the demo lists offer. */
export const DEMO_PAGE_SIZES = [10, 25, 50] as const;

/** Reads a demo list answer, `{ <field>: rows, total }`, as the kit's `{ items, total }`. */
export function demoListAdapter<T>(field: string) {
  return (body: unknown): ListPage<T> => {
    const answer = body as Record<string, unknown> & { total: number };
    return { items: answer[field] as T[], total: answer.total };
  };
}

/**
 * A demo list's table in the admin template's look: MUI's plain table (header weight 500, no
 * narrower columns on a tablet), a loading bar and a failure with a retry over it, rows per page
 * and the previous and next page buttons under it.
 */
export function DemoListTable<T>(props: Omit<ListDataTableProps<T>, 'emptyText'> & { emptyText: string }) {
  const { t } = useTranslation('demo');
  const { list } = props;
  return (
    <>
      {list.loading && <LinearProgress aria-label={t('common.loading')} />}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.refetch}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')}
        </Alert>
      )}
      <ListDataTable
        headerWeight={500}
        headerWrap
        progress={false}
        look={MUI_LOOK}
        paginationStart={<ListPageSize list={list} />}
        phoneLayout="scroll"
        clearableSort={false}
        firstLastButtons={false}
        {...props}
      />
    </>
  );
}

/** A row's links as icon buttons (view, edit), each named for its row. */
export function DemoRowLinks({ links }: { links: { to: string; label: string; icon: ReactNode }[] }) {
  return links.map((link) => (
    <IconButton key={link.to} component={RouterLink} to={link.to} aria-label={link.label}>
      {link.icon}
    </IconButton>
  ));
}
