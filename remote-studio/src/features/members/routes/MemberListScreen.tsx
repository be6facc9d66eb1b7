import '../../../i18n/studio-resources';
import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import { MEMBER_SORT_KEYS, type MemberSortKey } from '@cloudfit/shared/schemas/member.schema';
import { appStore, useAppStore } from '@cloudfit/shared/store/app-store';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { downloadMembersCsv, type MemberListParams, useMembers } from '../api/get-members';
import { MemberTable } from '../components/MemberTable';

const SEARCH_DEBOUNCE_MS = 300;

function isSortKey(value: string | null): value is MemberSortKey {
  return (MEMBER_SORT_KEYS as readonly string[]).includes(value ?? '');
}

/** Search, sort and page live in the address, so Back and a shared link show the same list. */
type UpdateParams = (patch: Record<string, string | null>, options?: { replace?: boolean }) => void;

function useListParams(centerId: number | undefined): [MemberListParams, UpdateParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sortBy = searchParams.get('sortBy');
  const params = useMemo<MemberListParams>(
    () => ({
      q: searchParams.get('q') ?? undefined,
      page: Math.max(1, Number(searchParams.get('page')) || 1),
      perPage: DEFAULT_PAGE_SIZE,
      sortBy: isSortKey(sortBy) ? sortBy : undefined,
      sortDesc: searchParams.get('sortDesc') === 'true',
      centerId,
    }),
    [searchParams, sortBy, centerId],
  );
  // Paging and sorting are history entries (Back undoes them); each keystroke of a search is not.
  const update: UpdateParams = (patch, options = {}) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: options.replace ?? false },
    );
  return [params, update];
}

export default function MemberListScreen() {
  const { t } = useTranslation('studio');
  const center = useAppStore((s) => s.currentCenter);
  const [params, updateParams] = useListParams(center?.id);
  const [searchText, setSearchText] = useState(params.q ?? '');
  const { data, isFetching, isError, refetch } = useMembers(params);

  useEffect(() => {
    if ((params.q ?? '') === searchText.trim()) return;
    const timer = setTimeout(
      () => updateParams({ q: searchText.trim(), page: null }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, params.q, updateParams]);

  const exportCsv = () =>
    downloadMembersCsv(params).catch(() => appStore.getState().toast(t('members.exportFailed'), 'error'));

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t('members.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="member-total">
            {data
              ? center
                ? t('members.subtitleCenter', { count: data.total, center: center.name })
                : t('members.subtitle', { count: data.total })
              : '\u00a0'}
          </Typography>
        </Box>
        <TextField
          size="small"
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('members.searchPlaceholder')}
          sx={{ width: { xs: '100%', sm: 380 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('common:list.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={exportCsv}>
          {t('common:list.exportCsv')}
        </Button>
      </Box>
      {isError && (
        <Alert
          severity="error"
          sx={{ mx: 2.5, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('common:list.loadFailed')}
        </Alert>
      )}
      <MemberTable
        rows={data?.items ?? []}
        total={data?.total ?? 0}
        loading={isFetching}
        params={params}
        emptyText={params.q ? t('members.empty', { q: params.q }) : t('members.emptyAll')}
        onPageChange={(page) => updateParams({ page: page > 1 ? String(page) : null })}
        onSortChange={(sortBy, sortDesc) =>
          updateParams({ sortBy: sortBy ?? null, sortDesc: sortBy && sortDesc ? 'true' : null, page: null })
        }
      />
    </Card>
  );
}
