import { PREFERENCE_KEYS } from '@cloudfit/shared/store/preferences';
import { LANGUAGE_FILES_BLOCK, prefetchLanguageFiles } from './language-prefetch';

function pageListing(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LANGUAGE_FILES_BLOCK;
  block.textContent = text;
  document.head.append(block);
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((link) =>
    link.getAttribute('href'),
  );

const LISTING = JSON.stringify({
  'zh-TW': ['/i18n-zh-TW.c6563ace2c.js', '/remotes/remote-studio/i18n-zh-TW.51700079d9.js'],
  de: ['/i18n-de.1a65efc886.js'],
});

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

it("prefetches the files the page lists for the user's language, and no other language's", () => {
  pageListing(LISTING);
  localStorage.setItem(PREFERENCE_KEYS.locale, 'zh-TW');
  prefetchLanguageFiles();
  expect(prefetched()).toEqual([
    '/i18n-zh-TW.c6563ace2c.js',
    '/remotes/remote-studio/i18n-zh-TW.51700079d9.js',
  ]);
});

it('prefetches nothing for English, a language the page does not list, or no listing', () => {
  pageListing(LISTING);
  prefetchLanguageFiles();
  localStorage.setItem(PREFERENCE_KEYS.locale, 'en');
  prefetchLanguageFiles();
  localStorage.setItem(PREFERENCE_KEYS.locale, 'constructor');
  prefetchLanguageFiles();
  document.head.innerHTML = '';
  localStorage.setItem(PREFERENCE_KEYS.locale, 'de');
  prefetchLanguageFiles();
  pageListing('not json');
  prefetchLanguageFiles();
  expect(prefetched()).toEqual([]);
});
