// The bar's strings come with its code, which loads after the list's rows.
import '../member-bulk.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { appStore, useAppStore } from '@cloudfit/shared/store/app-store';
import type { ListSelection } from '@cloudfit/shared/ui/kit/list';
import { downloadCsv } from '@cloudfit/shared/ui/kit/list';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LabelOffOutlined from '@mui/icons-material/LabelOffOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { MemberBulkKind } from './MemberBulkDialog';

// The dialog validates with the shared schema (zod): it loads when opened, not with the list.
const MemberBulkDialog = lazy(() =>
  import('./MemberBulkDialog').then((module) => ({ default: module.MemberBulkDialog })),
);

/** The member list's bulk bar: tag, untag, extend memberships (managers) and export what is selected. */
export function MemberBulkActions({ selection, onDone }: { selection: ListSelection; onDone(): void }) {
  const { t } = useTranslation('studio');
  const ability = useAppStore((s) => s.ability);
  const [open, setOpen] = useState<MemberBulkKind | null>(null);

  const exportSelection = () =>
    downloadCsv(
      'members',
      selection.kind === 'ids' ? { ids: selection.ids.join(',') } : selection.params,
      'members',
    ).catch(() => appStore.getState().toast(t('kit:list.exportFailed'), 'error'));

  return (
    <>
      {ability.can('update', 'Member') && (
        <>
          <Button size="small" startIcon={<LabelOutlined />} onClick={() => setOpen('addTag')}>
            {t('memberBulk.addTag.button')}
          </Button>
          <Button size="small" startIcon={<LabelOffOutlined />} onClick={() => setOpen('removeTag')}>
            {t('memberBulk.removeTag.button')}
          </Button>
        </>
      )}
      {ability.can('update', 'Membership') && (
        <Button size="small" startIcon={<EventRepeatOutlined />} onClick={() => setOpen('extend')}>
          {t('memberBulk.extend.button')}
        </Button>
      )}
      <Button size="small" startIcon={<FileDownloadOutlined />} onClick={exportSelection}>
        {t('memberBulk.export')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MemberBulkDialog
            kind={open}
            selection={selection}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              onDone();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
