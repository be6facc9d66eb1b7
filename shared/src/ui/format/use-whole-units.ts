import { inWholeUnits, type MoneyFields } from '@cloudfit/shared/schemas/studio-fields';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useMemo } from 'react';
import type { z } from 'zod';

/** The form's schema, refusing cents in its money fields when the studio's currency has none (NT$). */
export function useWholeUnits<S extends z.ZodType>(schema: S, moneyFields: MoneyFields<z.output<S>>): S {
  const { currency } = useStudioFormat();
  return useMemo(() => inWholeUnits(schema, currency, moneyFields), [schema, currency, moneyFields]);
}
