import '../report-definitions.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ReportDefinitions } from '@cloudfit/shared/schemas/report.schema';
import type { ReportDefinitionScreen } from '@cloudfit/shared/schemas/report-definition-keys';

/**
 * A report's definitions in the user's language, by each figure's key; the API's English text only
 * where the screen has no translation (a missing key is a fault the translation test records).
 */
export function useReportDefinitions(
  screen: ReportDefinitionScreen,
  definitions: ReportDefinitions | undefined,
): ReportDefinitions | undefined {
  const { t, i18n } = useTranslation('reports');
  if (!definitions) return undefined;
  return Object.fromEntries(
    Object.entries(definitions).map(([key, text]) => {
      const translated = `definitions.${screen}.${key}`;
      return [key, i18n.exists(translated, { ns: 'reports' }) ? t(translated) : text];
    }),
  );
}
