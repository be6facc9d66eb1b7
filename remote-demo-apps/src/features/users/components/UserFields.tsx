import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  DEMO_USER_PLANS,
  DEMO_USER_ROLES,
  DEMO_USER_STATUSES,
  type DemoUserInput,
} from '@cloudfit/shared/schemas/demo/users.schema';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';

export const EMPTY_USER: DemoUserInput = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
  status: 'pending',
};

const CHOICES = {
  role: { values: DEMO_USER_ROLES, labels: 'roles' },
  currentPlan: { values: DEMO_USER_PLANS, labels: 'plans' },
  status: { values: DEMO_USER_STATUSES, labels: 'statuses' },
} as const;

const AUTOCOMPLETE: Partial<Record<keyof DemoUserInput, string>> = {
  fullName: 'name',
  username: 'username',
  email: 'email',
  company: 'organization',
  country: 'country-name',
  contact: 'tel',
};

/** One field of a user form (the add drawer or the edit screen): text, or a choice from the schema's list. */
export function UserField({ name }: { name: keyof DemoUserInput }) {
  const { t } = useTranslation('demo');
  const { control } = useFormContext<DemoUserInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => {
        const error = fieldState.error?.message;
        const common = {
          ...field,
          inputRef: ref,
          label: t(`users.fields.${name}`),
          required: true,
          fullWidth: true,
          error: Boolean(error),
          helperText: error ? translateMessage(error) : undefined,
        };
        if (name === 'role' || name === 'currentPlan' || name === 'status') {
          const choice = CHOICES[name];
          return (
            <TextField {...common} select>
              {choice.values.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`users.${choice.labels}.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        return (
          <TextField
            {...common}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[name]}
          />
        );
      }}
    />
  );
}
