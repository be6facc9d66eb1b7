import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type ClosurePlan,
  type CreateClosureInput,
  createClosureSchema,
} from '@cloudfit/shared/schemas/closure.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { FormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { FieldGrid, FormDay, FormSelect, FormText, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { useState } from 'react';
import { previewClosure } from '../api/closure-writes';
import { ClosurePlanDialog } from './ClosurePlanDialog';

/**
 * A new closure in two steps: the branch, days and reason, then what closing would cancel and
 * extend (the server's preview) with the button that closes the branch.
 */
export function NewClosureDialog(props: { onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const currentCenter = useAppStore((s) => s.currentCenter);
  const centers = (useCenters().data ?? []).filter((center) => center.active);
  const [planned, setPlanned] = useState<{ input: CreateClosureInput; plan: ClosurePlan } | null>(null);
  const today = format.today();
  const resourceForm = useResourceForm({
    schema: createClosureSchema,
    defaultValues: {
      centerId: currentCenter?.id as number,
      startsOn: today,
      endsOn: today,
      reason: '',
    },
    submit: previewClosure,
    onSaved: (plan, input) => setPlanned({ input, plan }),
    guardLeave: false,
  });

  if (planned) {
    return (
      <ClosurePlanDialog
        input={planned.input}
        plan={planned.plan}
        centerName={centers.find((center) => center.id === planned.input.centerId)?.name ?? ''}
        onBack={() => setPlanned(null)}
        onDone={props.onClose}
      />
    );
  }
  return (
    <FormDialog
      open
      title={t('closures.new.title')}
      submitLabel={t('closures.new.preview')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <FieldGrid>
        <FormSelect<CreateClosureInput>
          name="centerId"
          label={t('closures.fields.center')}
          required
          options={centers.map((center) => ({ value: center.id, label: center.name }))}
        />
        <FormText<CreateClosureInput> name="reason" label={t('closures.fields.reason')} required />
        <FormDay<CreateClosureInput>
          name="startsOn"
          label={t('closures.fields.startsOn')}
          required
          minDay={today}
        />
        <FormDay<CreateClosureInput>
          name="endsOn"
          label={t('closures.fields.endsOn')}
          required
          minDay={today}
        />
      </FieldGrid>
    </FormDialog>
  );
}
