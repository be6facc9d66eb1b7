import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import {
  FieldGrid,
  FormInteger,
  FormSelect,
  FormText,
  type SelectOption,
} from '@cloudfit/shared/ui/kit/form';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useInstructors } from '../api/use-instructors';
import { useRooms } from '../api/use-rooms';

interface PlaceFields {
  centerId: number;
  roomId: number;
  instructorId: number;
}

/** The time zone a class of this branch is planned in: the branch's own, else the studio's. */
export function useBranchTimeZone(centerId: number | undefined, fallback: string): string {
  const centers = useCenters().data;
  return centers?.find((center) => center.id === centerId)?.timezone ?? fallback;
}

/**
 * What a one-off class and a series share: branch, room, instructor, title, capacity, credits and
 * description. A class keeps its branch once it exists; `current` keeps a staff member who has
 * since left in the instructor list. `schedule` (the times) goes between them and the description.
 */
export function ClassFields(props: {
  editing: boolean;
  schedule: ReactNode;
  current?: { instructorId: number; instructorName: string };
}) {
  const { t } = useTranslation('studio');
  const ability = useAppStore((s) => s.ability);
  const { control } = useFormContext<PlaceFields>();
  const centerId = useWatch({ control, name: 'centerId' });
  const centers = useCenters().data ?? [];
  const rooms = useRooms(centerId ?? undefined).data ?? [];
  const instructors = useInstructors(ability.can('read', 'Staff')).data ?? [];

  const instructorOptions: SelectOption[] = instructors.map((person) => ({
    value: person.id,
    label: person.fullName,
  }));
  if (props.current && !instructors.some((person) => person.id === props.current!.instructorId)) {
    instructorOptions.push({ value: props.current.instructorId, label: props.current.instructorName });
  }

  return (
    <FieldGrid columns={3}>
      <div className="full-row">
        <FormText name="title" label={t('classes.fields.title')} required autoFocus />
      </div>
      <FormSelect
        name="centerId"
        label={t('classes.fields.center')}
        required
        disabled={props.editing}
        options={centers.map((center) => ({ value: center.id, label: center.name }))}
      />
      <FormSelect
        name="roomId"
        label={t('classes.fields.room')}
        required
        options={rooms.map((room) => ({ value: room.id, label: room.name }))}
      />
      <FormSelect
        name="instructorId"
        label={t('classes.fields.instructor')}
        required
        options={instructorOptions}
      />
      <FormInteger name="capacity" label={t('classes.fields.capacity')} required min={1} />
      <FormInteger
        name="creditCost"
        label={t('classes.fields.creditCost')}
        helperText={t('classes.fields.creditCostHelp')}
        required
        min={0}
      />
      {props.schedule}
      <div className="full-row">
        <FormText name="description" label={t('classes.fields.description')} multiline minRows={2} />
      </div>
    </FieldGrid>
  );
}
