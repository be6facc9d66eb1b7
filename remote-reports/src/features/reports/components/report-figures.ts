import type { ReportDefinitions } from '@cloudfit/shared/schemas/report.schema';
import type { TFunction } from 'i18next';
import type { ReportFigure } from './ReportFrame';
import { figureKind, type ReportFormat } from './report-format';

/** The totals shown at the top of a report, each with its label, formatted value and the API's definition. */
export function figuresOf(
  keys: readonly string[],
  totals: Record<string, number> | undefined,
  definitions: ReportDefinitions | undefined,
  t: TFunction<'reports'>,
  format: ReportFormat,
): ReportFigure[] {
  return keys.map((key) => ({
    key,
    label: t(`field.${key}`, { defaultValue: key }),
    value: totals ? format.figure(figureKind(key), totals[key]) : '',
    definition: definitions?.[key],
  }));
}
