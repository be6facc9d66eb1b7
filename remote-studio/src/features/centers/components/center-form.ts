import { i18n } from '@cloudfit/shared/i18n/i18n';
import type {
  Center,
  CreateCenterInput,
  OpeningHours,
  UpdateCenterInput,
} from '@cloudfit/shared/schemas/center.schema';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import type { TFunction } from 'i18next';
import { summarizeOpeningHours } from './opening-hours';

/** A gym's usual week, for a new branch to adjust: early on weekdays, shorter at the weekend. */
const USUAL_HOURS: OpeningHours = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '06:00', closes: '22:00' })),
  ...(['sat', 'sun'] as const).map((day) => ({ day, opens: '08:00', closes: '20:00' })),
];

/** A new branch starts in the studio's time zone, open a usual week. */
export function blankCenter(timeZone: string): CreateCenterInput {
  return { name: '', code: '', address: '', phone: '', timezone: timeZone, openingHours: USUAL_HOURS };
}

export function centerFormValues(center: Center): UpdateCenterInput {
  return {
    name: center.name,
    code: center.code,
    address: center.address,
    phone: center.phone,
    timezone: center.timezone,
    openingHours: center.openingHours,
    active: center.active,
    version: center.version,
  };
}

export function centerConflictFields(t: TFunction<'studio'>): ConflictField[] {
  return [
    { name: 'name', label: t('centers.fields.name') },
    { name: 'code', label: t('centers.fields.code') },
    { name: 'address', label: t('centers.fields.address') },
    { name: 'phone', label: t('centers.fields.phone') },
    { name: 'timezone', label: t('centers.fields.timezone') },
    {
      name: 'openingHours',
      label: t('centers.fields.openingHours'),
      format: (value) => summarizeOpeningHours((value ?? []) as OpeningHours, i18n.language),
    },
    {
      name: 'active',
      label: t('centers.fields.active'),
      format: (value) => t(value ? 'centers.status.active' : 'centers.status.archived'),
    },
  ];
}
