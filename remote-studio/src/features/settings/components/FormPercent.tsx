import { FormNumber } from '@cloudfit/shared/ui/kit/form';
import type { FieldValues, Path } from 'react-hook-form';
import { basisPointsToPercent } from './settings-form';

/** "19" or "12,5" → 1900 or 1250 basis points; NaN for text that is not a percentage with at most two decimals. */
export function percentToBasisPoints(text: string): number {
  const cleaned = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

/** A rate typed as a percent and kept in the form as basis points, as the API stores it. */
export function FormPercent<V extends FieldValues>(props: {
  name: Path<V>;
  label: string;
  helperText?: string;
}) {
  return (
    <FormNumber<V>
      {...props}
      required
      parse={percentToBasisPoints}
      toText={basisPointsToPercent}
      inputMode="decimal"
      end="%"
    />
  );
}
