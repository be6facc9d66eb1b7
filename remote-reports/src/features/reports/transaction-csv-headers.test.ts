import path from 'node:path';
import { LOCALES } from '@cloudfit/shared/constants';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import './reports.i18n';

// The API's CSV words for the transaction report's columns (mock-server), read as the server reads them.
const { TRANSACTION_CSV_HEADERS } = require(
  path.join(__dirname, '../../../../mock-server/src/http/csv-export.i18n'),
) as { TRANSACTION_CSV_HEADERS: Record<string, Record<string, string>> };

describe('the transaction report’s CSV', () => {
  it('heads each column with the word its screen column shows, in every language', () => {
    const differing = Object.entries(TRANSACTION_CSV_HEADERS).flatMap(([field, byLocale]) =>
      LOCALES.flatMap((locale) => {
        const screen = i18n.getResource(locale, 'reports', `field.${field}`);
        return screen === byLocale[locale]
          ? []
          : [`${locale} ${field}: CSV ${byLocale[locale]}, screen ${screen}`];
      }),
    );
    expect(differing).toEqual([]);
    expect(Object.keys(TRANSACTION_CSV_HEADERS)).toHaveLength(18);
  });
});
