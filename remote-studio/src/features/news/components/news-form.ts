import type { Center } from '@cloudfit/shared/schemas/center.schema';
import type { CreateNewsInput, NewsItem, UpdateNewsInput } from '@cloudfit/shared/schemas/news.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import type { TFunction } from 'i18next';

/** A new item: a draft for the navbar's branch, published when it is saved as published. */
export function blankNews(centerId: number | undefined): CreateNewsInput {
  return {
    title: '',
    body: '',
    centerIds: centerId ? [centerId] : [],
    publishAt: null,
    expiresAt: null,
    pinned: false,
    status: 'draft',
  };
}

export function newsFormValues(item: NewsItem): UpdateNewsInput {
  return {
    title: item.title,
    body: item.body,
    centerIds: item.centerIds,
    publishAt: item.publishAt,
    expiresAt: item.expiresAt,
    pinned: item.pinned,
    status: item.status,
    version: item.version,
  };
}

export function newsConflictFields(
  t: TFunction<'studio'>,
  format: StudioFormat,
  centers: Center[] | undefined,
): ConflictField[] {
  const moment = (value: unknown) => (value ? format.dateTime(value as string) : '—');
  return [
    { name: 'title', label: t('news.fields.title') },
    { name: 'body', label: t('news.fields.body') },
    {
      name: 'centerIds',
      label: t('news.fields.centers'),
      format: (value) =>
        (value as number[])
          .map((id) => centers?.find((center) => center.id === id)?.name ?? String(id))
          .join(', '),
    },
    { name: 'publishAt', label: t('news.fields.publishAt'), format: moment },
    { name: 'expiresAt', label: t('news.fields.expiresAt'), format: moment },
    { name: 'pinned', label: t('news.fields.pinned'), format: (value) => t(value ? 'news.yes' : 'news.no') },
    { name: 'status', label: t('news.fields.status'), format: (value) => t(`news.statuses.${value}`) },
  ];
}

export type NewsState = 'draft' | 'scheduled' | 'live' | 'expired';

/** Where a published item stands now: waiting for its publish time, showing, or past its expiry. */
export function newsState(
  item: Pick<NewsItem, 'status' | 'publishAt' | 'expiresAt'>,
  now: number,
): NewsState {
  if (item.status === 'draft') return 'draft';
  if (item.publishAt && Date.parse(item.publishAt) > now) return 'scheduled';
  if (item.expiresAt && Date.parse(item.expiresAt) <= now) return 'expired';
  return 'live';
}
