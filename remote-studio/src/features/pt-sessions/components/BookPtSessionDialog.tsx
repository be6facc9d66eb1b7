import type { ListResult } from '@cloudfit/shared/api/list-query';
import { dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import { isOpenAt } from '@cloudfit/shared/domain/check-in-evaluation';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate } from '@cloudfit/shared/router/app-router';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import type { MembershipListItem } from '@cloudfit/shared/schemas/membership.schema';
import {
  type CreatePtSessionInput,
  createPtSessionSchema,
  type PtSessionItem,
} from '@cloudfit/shared/schemas/pt-session.schema';
import type { RoomItem } from '@cloudfit/shared/schemas/room.schema';
import type { StaffListItem } from '@cloudfit/shared/schemas/staff.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { FieldGrid, FormInstant, FormSelect } from '@cloudfit/shared/ui/kit/form';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { MemberPicker } from '../../../components/member-picker/MemberPicker';

const DEFAULT_MINUTES = 60;
/** Packs a session can still be booked on; the server checks what is left and the last day. */
const BOOKABLE_STATES = new Set(['not_started', 'active', 'expiring', 'frozen']);

type Values = CreatePtSessionInput;

function MemberField() {
  const { t } = useTranslation('studio');
  const { control, setValue } = useFormContext<Values>();
  const { field, fieldState } = useController({ name: 'memberId', control });
  const [member, setMember] = useState<MemberListEntry | null>(null);
  const error = fieldState.error?.message;
  return (
    <MemberPicker
      value={member}
      onChange={(chosen) => {
        setMember(chosen);
        field.onChange(chosen?.id ?? null);
        setValue('membershipId', null as unknown as number);
      }}
      label={t('ptSessions.fields.member')}
      required
      inputRef={field.ref}
      error={error ? translateMessage(error) : undefined}
      className="full-row"
    />
  );
}

function useMemberPtPacks(memberId: number | null | undefined) {
  return useQuery({
    queryKey: ['memberships', 'pt-packs', memberId],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<MembershipListItem>>('memberships', {
        searchParams: { memberId: memberId!, perPage: 100 },
        signal,
      }),
    select: (result) => result.items.filter((pack) => pack.kind === 'pt' && BOOKABLE_STATES.has(pack.state)),
    enabled: typeof memberId === 'number',
  });
}

/** How many sessions are booked (scheduled) on each of the member's packs: each will use one. */
function useBookedByPack(memberId: number | null | undefined) {
  return useQuery({
    queryKey: ['pt-sessions', 'booked', memberId],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<PtSessionItem>>('pt-sessions', {
        searchParams: { memberId: memberId!, status: 'scheduled', perPage: 100 },
        signal,
      }),
    select: (result) => {
      const booked = new Map<number, number>();
      for (const session of result.items) {
        booked.set(session.membershipId, (booked.get(session.membershipId) ?? 0) + 1);
      }
      return booked;
    },
    enabled: typeof memberId === 'number',
  });
}

function useTrainers() {
  return useQuery({
    queryKey: ['staff', 'trainers'],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<StaffListItem>>('staff', {
        searchParams: { isTrainer: true, active: true, perPage: 100 },
        signal,
      }),
    select: (result) => result.items,
  });
}

function useRooms(centerId: number | undefined) {
  return useQuery({
    queryKey: ['rooms', 'pt-booking', centerId],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<RoomItem>>('rooms', {
        searchParams: { centerId: centerId!, active: true, perPage: 100 },
        signal,
      }),
    select: (result) => result.items,
    enabled: centerId !== undefined,
  });
}

function BookingFields() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const { control, setValue, getValues } = useFormContext<Values>();
  const [memberId, membershipId, startsAt, endsAt] = useWatch({
    control,
    name: ['memberId', 'membershipId', 'startsAt', 'endsAt'],
  });
  const packs = useMemberPtPacks(memberId);
  const booked = useBookedByPack(memberId).data;
  const pack = packs.data?.find((candidate) => candidate.id === membershipId);
  const center = useCenters().data?.find((candidate) => candidate.id === pack?.centerId);
  const timeZone = center?.timezone ?? format.timeZone;
  const trainers = useTrainers();
  const rooms = useRooms(pack?.centerId);

  // A pack sold with a trainer books that trainer unless someone else is chosen.
  useEffect(() => {
    if (pack?.trainerId && !getValues('trainerId')) setValue('trainerId', pack.trainerId);
  }, [pack?.trainerId, getValues, setValue]);

  // The first start chosen sets an end an hour later; later starts carry the end along.
  useEffect(() => {
    if (startsAt && !getValues('endsAt')) {
      setValue('endsAt', new Date(Date.parse(startsAt) + DEFAULT_MINUTES * 60_000).toISOString());
    }
  }, [startsAt, getValues, setValue]);

  const closed =
    center !== undefined &&
    Boolean(startsAt && endsAt) &&
    Date.parse(endsAt) > Date.parse(startsAt) &&
    !(
      isOpenAt(center.openingHours, center.timezone, new Date(startsAt)) &&
      isOpenAt(center.openingHours, center.timezone, new Date(Date.parse(endsAt) - 60_000))
    );
  // Booked all the same (a pack may be extended), but the desk should know.
  const afterPack =
    pack !== undefined && Boolean(startsAt) && dateInZone(new Date(startsAt), timeZone) > pack.endDate;
  const noPack = typeof memberId === 'number' && packs.isSuccess && packs.data.length === 0;

  return (
    <FieldGrid>
      <MemberField />
      {noPack ? (
        <Alert severity="warning" className="full-row" data-testid="pt-book-no-pack">
          {t('ptSessions.book.noPack')}
        </Alert>
      ) : (
        <div className="full-row">
          <FormSelect<Values>
            name="membershipId"
            label={t('ptSessions.book.package')}
            required
            disabled={typeof memberId !== 'number'}
            options={(packs.data ?? []).map((option) => ({
              value: option.id,
              label: t(
                booked?.get(option.id)
                  ? 'ptSessions.book.packageOptionBooked'
                  : 'ptSessions.book.packageOption',
                {
                  name: option.packageName,
                  left: format.number(option.creditsRemaining ?? 0),
                  count: option.creditsRemaining ?? 0,
                  booked: format.number(booked?.get(option.id) ?? 0),
                  until: format.date(option.endDate),
                },
              ),
            }))}
          />
        </div>
      )}
      <FormSelect<Values>
        name="trainerId"
        label={t('ptSessions.fields.trainer')}
        required
        options={(trainers.data ?? []).map((trainer) => ({ value: trainer.id, label: trainer.fullName }))}
      />
      <FormSelect<Values>
        name="roomId"
        label={t('ptSessions.fields.room')}
        emptyLabel={t('ptSessions.book.noRoom')}
        options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.name }))}
      />
      <FormInstant<Values>
        name="startsAt"
        label={t('ptSessions.book.startsAt')}
        timeZone={timeZone}
        required
        onInstantChange={(previous, next) => {
          const end = getValues('endsAt');
          if (end)
            setValue(
              'endsAt',
              new Date(Date.parse(next) + Date.parse(end) - Date.parse(previous)).toISOString(),
            );
        }}
      />
      <FormInstant<Values> name="endsAt" label={t('ptSessions.book.endsAt')} timeZone={timeZone} required />
      {afterPack && (
        <Alert severity="warning" className="full-row" data-testid="pt-book-after-pack">
          {t('ptSessions.book.afterPack', { until: format.date(pack.endDate) })}
        </Alert>
      )}
      {closed && (
        <Alert severity="warning" className="full-row" data-testid="pt-book-closed">
          {t('ptSessions.book.closed', { branch: center.name })}
        </Alert>
      )}
    </FieldGrid>
  );
}

/** Books a personal training session on one of the member's PT packs, then opens it. */
export function BookPtSessionDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const save = useSaveRecord<PtSessionItem, CreatePtSessionInput>('pt-sessions', null);
  return (
    <ResourceFormDialog
      open={props.open}
      onClose={props.onClose}
      schema={createPtSessionSchema}
      defaultValues={
        {
          memberId: null,
          membershipId: null,
          trainerId: null,
          roomId: null,
          startsAt: '',
          endsAt: '',
          notes: null,
        } as unknown as Values
      }
      submit={save}
      successMessage={t('ptSessions.book.done')}
      afterSave="reset"
      onSaved={(session) => navigate(`/pt-detail/${session.id}`)}
      title={t('ptSessions.book.title')}
      submitLabel={t('ptSessions.book.submit')}
    >
      <BookingFields />
    </ResourceFormDialog>
  );
}
