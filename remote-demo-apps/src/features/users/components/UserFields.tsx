import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  DEMO_USER_PLANS,
  DEMO_USER_ROLES,
  DEMO_USER_STATUSES,
  type DemoUserInput,
} from '@cloudfit/shared/schemas/demo/users.schema';
import { FormSelect, FormText } from '@cloudfit/shared/ui/kit/form';

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
  const label = t(`users.fields.${name}`);
  if (name === 'role' || name === 'currentPlan' || name === 'status') {
    const choice = CHOICES[name];
    return (
      <FormSelect<DemoUserInput>
        name={name}
        label={label}
        required
        options={choice.values.map((value) => ({ value, label: t(`users.${choice.labels}.${value}`) }))}
      />
    );
  }
  return (
    <FormText<DemoUserInput>
      name={name}
      label={label}
      required
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={AUTOCOMPLETE[name]}
    />
  );
}
