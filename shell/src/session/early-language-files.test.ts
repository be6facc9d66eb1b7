import { PREFERENCE_KEYS } from '@cloudfit/shared/store/preferences';
import { LANGUAGE_FILES_BLOCK, startLanguageFiles } from './early-language-files';

function pageListing(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LANGUAGE_FILES_BLOCK;
  block.textContent = text;
  document.head.append(block);
}

const started = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => {
    expect(script.async).toBe(true);
    return script.getAttribute('src');
  });

const LISTING = JSON.stringify({
  'zh-TW': ['/i18n-zh-TW.c6563ace2c.js', '/remotes/remote-studio/i18n-zh-TW.51700079d9.js'],
  de: ['/i18n-de.1a65efc886.js'],
});

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

it("starts the files the page lists for the user's language, and no other language's", () => {
  pageListing(LISTING);
  localStorage.setItem(PREFERENCE_KEYS.locale, 'zh-TW');
  startLanguageFiles();
  expect(started()).toEqual(['/i18n-zh-TW.c6563ace2c.js', '/remotes/remote-studio/i18n-zh-TW.51700079d9.js']);
});

it('starts nothing for English, a language the page does not list, or no listing', () => {
  pageListing(LISTING);
  startLanguageFiles();
  localStorage.setItem(PREFERENCE_KEYS.locale, 'en');
  startLanguageFiles();
  localStorage.setItem(PREFERENCE_KEYS.locale, 'constructor');
  startLanguageFiles();
  document.head.innerHTML = '';
  localStorage.setItem(PREFERENCE_KEYS.locale, 'de');
  startLanguageFiles();
  pageListing('not json');
  startLanguageFiles();
  expect(started()).toEqual([]);
});
