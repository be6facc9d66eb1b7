import { LOCALES } from '@cloudfit/shared/constants';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import { ROUTES } from '../routes';
import { documentTitleFor, titleKeyFor } from './document-title';

afterEach(() => i18n.changeLanguage('en'));

test('every route has a title, written in every language', () => {
  for (const route of ROUTES) {
    const key = titleKeyFor(route.path);
    expect({ route: route.path, key }).toEqual({ route: route.path, key: expect.any(String) });
    for (const locale of LOCALES) {
      expect({ route: route.path, locale, title: i18n.getResource(locale, 'common', key ?? '') }).toEqual({
        route: route.path,
        locale,
        title: expect.stringMatching(/\S/),
      });
    }
  }
});

test('the document title is the screen, then CloudFit, in the language in use', async () => {
  expect(documentTitleFor('/member-list')).toBe('Member List · CloudFit');
  await i18n.changeLanguage('de');
  expect(documentTitleFor('/member-list')).toBe('Mitgliederliste · CloudFit');
  expect(documentTitleFor('/apps/member/edit/:id')).toBe('Mitglied · CloudFit');
  expect(documentTitleFor('/report/:code')).toBe('Berichtskatalog · CloudFit');
  expect(documentTitleFor(undefined)).toBe('CloudFit');
});
