import { useLiveQueries } from '@cloudfit/shared/live/use-live';
import '@cloudfit/shared/ui/kit/kit.i18n';
import '../classes.i18n';
import { addDays } from '@cloudfit/shared/domain/calendar-dates';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useLocation, useNavigate, useSearchParams } from '@cloudfit/shared/router/app-router';
import { CLASS_SORT_KEYS, CLASS_STATUSES, type ClassItem } from '@cloudfit/shared/schemas/class.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useStudioProfile } from '@cloudfit/shared/ui/format/studio-profile';
import type { ListFilter, RowAction } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useState } from 'react';
import { openedHere, ROSTER_PARAM, rosterOpenedState } from '../../../components/roster-link';
import { useInstructors } from '../api/use-instructors';
import { useRooms } from '../api/use-rooms';
import { CancelClassDialog } from '../components/CancelClassDialog';
import { ClassFormDialog } from '../components/ClassFormDialog';
import { classColumns } from '../components/class-columns';
import { EditFutureDialog } from '../components/EditFutureDialog';
import { type EditScope, EditScopeDialog } from '../components/EditScopeDialog';
import { RosterDialog } from '../components/RosterDialog';
import { SeriesFormDialog } from '../components/SeriesFormDialog';

/** The list opens on the coming week. */
const DEFAULT_RANGE_DAYS = 7;

/** `?class=<id>` opens that class's roster, so other screens (the calendar) can link to it. */

type OpenDialog =
  | { kind: 'newClass' }
  | { kind: 'newSeries' }
  | { kind: 'scope'; item: ClassItem }
  | { kind: 'editOne'; item: ClassItem }
  | { kind: 'editFuture'; item: ClassItem & { seriesId: number } }
  | { kind: 'cancel'; item: ClassItem };

export default function ClassListScreen() {
  // Changes made at other desks and in other tabs refresh what this screen shows.
  useLiveQueries();
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const columns = useMemo(() => classColumns(t, format), [t, format]);
  const rooms = useRooms(centerId).data ?? [];
  const mayReadStaff = ability.can('read', 'Staff');
  const instructors = useInstructors(mayReadStaff).data ?? [];
  const mayEdit = ability.can('update', 'Class');

  // A first visit (no dates in the address) shows today and the week after, once the studio's time
  // zone says which day today is; Back does not return to the blank range.
  const hasRange = searchParams.has('from') || searchParams.has('to');
  const profileLoaded = useStudioProfile().isSuccess;
  const today = format.today();
  const location = useLocation();
  const navigate = useNavigate();
  const entryState: unknown = location.state;
  useEffect(() => {
    if (hasRange || !profileLoaded) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', today);
        next.set('to', addDays(today, DEFAULT_RANGE_DAYS));
        return next;
      },
      { replace: true, state: entryState },
    );
  }, [hasRange, profileLoaded, today, setSearchParams, entryState]);

  const rosterId = Number(searchParams.get(ROSTER_PARAM));
  const openRoster = (id: number) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(ROSTER_PARAM, String(id));
        return next;
      },
      { state: rosterOpenedState },
    );
  const closeRoster = () => {
    if (openedHere(entryState)) {
      navigate(-1);
      return;
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ROSTER_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  const filters: ListFilter[] = [
    {
      kind: 'dateRange',
      fromKey: 'from',
      toKey: 'to',
      label: t('classes.filters.dates'),
      fromLabel: t('classes.filters.from'),
      toLabel: t('classes.filters.to'),
    },
    {
      kind: 'select',
      key: 'roomId',
      label: t('classes.filters.room'),
      options: rooms.map((room) => ({
        value: String(room.id),
        label: centerId === undefined ? `${room.name} · ${room.centerName}` : room.name,
      })),
    },
    ...(mayReadStaff
      ? [
          {
            kind: 'select',
            key: 'instructorId',
            label: t('classes.filters.instructor'),
            options: instructors.map((person) => ({ value: String(person.id), label: person.fullName })),
          } satisfies ListFilter,
        ]
      : []),
    {
      kind: 'chips',
      key: 'status',
      label: t('classes.filters.status'),
      options: CLASS_STATUSES.map((status) => ({ value: status, label: t(`classes.statuses.${status}`) })),
    },
  ];

  const started = (row: ClassItem) => Date.parse(row.startsAt) <= Date.now();
  const rowActions: RowAction<ClassItem>[] = [
    {
      key: 'roster',
      label: t('classes.actions.roster'),
      icon: <PeopleOutlined fontSize="small" />,
      onClick: (row) => openRoster(row.id),
    },
    {
      key: 'edit',
      label: t('classes.actions.edit'),
      icon: <EditOutlined fontSize="small" />,
      onClick: (row) =>
        setDialog(row.seriesId === null ? { kind: 'editOne', item: row } : { kind: 'scope', item: row }),
      hidden: (row) => !mayEdit || row.status === 'cancelled' || started(row),
    },
    {
      key: 'cancel',
      label: t('classes.actions.cancel'),
      icon: <EventBusyOutlined fontSize="small" />,
      onClick: (row) => setDialog({ kind: 'cancel', item: row }),
      hidden: (row) => !mayEdit || row.status === 'cancelled' || started(row),
      inMenu: true,
    },
  ];

  const chooseScope = (item: ClassItem, scope: EditScope) =>
    setDialog(
      scope === 'future' && item.seriesId !== null
        ? { kind: 'editFuture', item: { ...item, seriesId: item.seriesId } }
        : { kind: 'editOne', item },
    );
  const close = () => setDialog(null);

  return (
    <>
      {hasRange && (
        <ResourceList<ClassItem>
          resource="classes"
          title={t('classes.title')}
          subtitle={(total) => t('classes.subtitle', { count: total, total: format.number(total) })}
          columns={columns}
          filters={filters}
          sortKeys={CLASS_SORT_KEYS}
          defaultSort={{ sortBy: 'startsAt' }}
          searchPlaceholder={t('classes.searchPlaceholder')}
          emptyText={(q) => (q ? t('classes.empty', { q }) : t('classes.emptyAll'))}
          rowActions={rowActions}
          onRowOpen={(row) => openRoster(row.id)}
          exportName="classes"
          actions={
            ability.can('create', 'Class') && (
              <>
                <Button
                  variant="outlined"
                  startIcon={<EventRepeatOutlined />}
                  onClick={() => setDialog({ kind: 'newSeries' })}
                >
                  {t('classes.newSeries')}
                </Button>
                <Button
                  variant="contained"
                  startIcon={<AddOutlined />}
                  onClick={() => setDialog({ kind: 'newClass' })}
                >
                  {t('classes.newClass')}
                </Button>
              </>
            )
          }
        />
      )}
      {dialog?.kind === 'newClass' && <ClassFormDialog onClose={close} />}
      {dialog?.kind === 'newSeries' && <SeriesFormDialog onClose={close} />}
      {dialog?.kind === 'scope' && (
        <EditScopeDialog
          title={dialog.item.title}
          onChoose={(scope) => chooseScope(dialog.item, scope)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'editOne' && <ClassFormDialog editing={dialog.item} onClose={close} />}
      {dialog?.kind === 'editFuture' && <EditFutureDialog item={dialog.item} onClose={close} />}
      {dialog?.kind === 'cancel' && <CancelClassDialog item={dialog.item} onClose={close} />}
      {rosterId > 0 && <RosterDialog classId={rosterId} onClose={closeRoster} />}
    </>
  );
}
