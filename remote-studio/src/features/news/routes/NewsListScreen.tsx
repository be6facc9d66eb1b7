import '@cloudfit/shared/ui/kit/kit.i18n';
import '../news.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { NEWS_SORT_KEYS, NEWS_STATUSES, type NewsItem } from '@cloudfit/shared/schemas/news.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import type { ListFilter, RowAction } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useDeleteNews } from '../api/delete-news';
import { NewsCreateDialog, NewsEditDialog, NewsReadDialog } from '../components/NewsDialogs';
import { newsColumns } from '../components/news-columns';

export default function NewsListScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centers = useCenters().data;
  const ability = useAppStore((s) => s.ability);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<NewsItem | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const columns = useMemo(() => newsColumns(t, format, centers), [t, format, centers]);
  const mayEdit = ability.can('update', 'News');
  const deleteNews = useDeleteNews({ successMessage: t('news.deleted'), onSuccess: () => setDeleting(null) });

  const filters: ListFilter[] = [
    {
      kind: 'chips',
      key: 'status',
      label: t('news.columns.status'),
      options: NEWS_STATUSES.map((status) => ({ value: status, label: t(`news.statuses.${status}`) })),
    },
    { kind: 'toggle', key: 'current', label: t('news.currentOnly') },
    { kind: 'toggle', key: 'pinned', label: t('news.pinnedOnly') },
  ];
  const rowActions: RowAction<NewsItem>[] = [
    {
      key: 'edit',
      label: t('news.edit'),
      icon: <EditOutlined fontSize="small" />,
      onClick: setOpened,
      hidden: () => !mayEdit,
    },
    {
      key: 'delete',
      label: t('news.delete'),
      icon: <DeleteOutlined fontSize="small" />,
      onClick: setDeleting,
      hidden: () => !ability.can('delete', 'News'),
      inMenu: true,
    },
  ];

  return (
    <>
      <ResourceList<NewsItem>
        resource="news"
        title={t('news.title')}
        subtitle={(total) => t('news.subtitle', { count: total, total: format.number(total) })}
        columns={columns}
        filters={filters}
        sortKeys={NEWS_SORT_KEYS}
        searchPlaceholder={t('news.searchPlaceholder')}
        emptyText={(q) => (q ? t('news.empty', { q }) : t('news.emptyAll'))}
        rowActions={rowActions}
        onRowOpen={setOpened}
        exportName="news"
        actions={
          ability.can('create', 'News') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('news.new')}
            </Button>
          )
        }
      />
      <NewsCreateDialog open={creating} onClose={() => setCreating(false)} />
      {opened &&
        (mayEdit ? (
          <NewsEditDialog
            key={`${opened.id}-${opened.version}`}
            item={opened}
            onClose={() => setOpened(null)}
          />
        ) : (
          <NewsReadDialog item={opened} onClose={() => setOpened(null)} />
        ))}
      <ConfirmDialog
        open={deleting !== null}
        title={t('news.deleteTitle', { title: deleting?.title ?? '' })}
        body={t('news.deleteBody')}
        confirmLabel={t('news.delete')}
        destructive
        busy={deleteNews.isPending}
        onConfirm={() => deleting && deleteNews.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
