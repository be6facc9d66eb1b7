import type { Center } from '@cloudfit/shared/schemas/center.schema';
import type { CreateStaffInput, Staff, UpdateStaffInput } from '@cloudfit/shared/schemas/staff.schema';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import type { TFunction } from 'i18next';

/** A new account: front desk at the navbar's branch, active, not a trainer. */
export function blankStaff(centerId: number | undefined): CreateStaffInput {
  return {
    email: '',
    username: '',
    fullName: '',
    password: '',
    role: 'client',
    centerIds: centerId ? [centerId] : [],
    isTrainer: false,
    active: true,
  };
}

export function staffFormValues(staff: Staff): UpdateStaffInput {
  return {
    email: staff.email,
    fullName: staff.fullName,
    role: staff.role,
    centerIds: staff.centerIds,
    isTrainer: staff.isTrainer,
    active: staff.active,
    version: staff.version,
  };
}

export function roleLabel(t: TFunction<'studio'>, role: string | null): string {
  return role ? t(`staff.roles.${role}`) : t('staff.roles.none');
}

export function staffConflictFields(t: TFunction<'studio'>, centers: Center[] | undefined): ConflictField[] {
  const yesNo = (value: unknown) => t(value ? 'staff.yes' : 'staff.no');
  return [
    { name: 'fullName', label: t('staff.fields.fullName') },
    { name: 'email', label: t('staff.fields.email') },
    { name: 'role', label: t('staff.fields.role'), format: (value) => roleLabel(t, value as string | null) },
    {
      name: 'centerIds',
      label: t('staff.fields.centers'),
      format: (value) =>
        (value as number[])
          .map((id) => centers?.find((center) => center.id === id)?.name ?? String(id))
          .join(', '),
    },
    { name: 'isTrainer', label: t('staff.fields.isTrainer'), format: yesNo },
    { name: 'active', label: t('staff.fields.active'), format: yesNo },
  ];
}
