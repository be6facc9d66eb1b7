import { PREFERENCE_KEYS } from '@cloudfit/shared/store/preferences';

/** The page's data block listing each language's files (mock-server/src/static/shell-page.ts). */
export const LANGUAGE_FILES_BLOCK = 'cloudfit-language-files';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(PREFERENCE_KEYS.locale);
  } catch {
    return null;
  }
}

function languageFiles(language: string): string[] {
  try {
    const byLanguage: unknown = JSON.parse(
      document.getElementById(LANGUAGE_FILES_BLOCK)?.textContent ?? '{}',
    );
    const files = Object.hasOwn(byLanguage as object, language)
      ? (byLanguage as Record<string, unknown>)[language]
      : undefined;
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Prefetches the strings of the user's language (not English, which is in the code) that the page
 * lists: the shell's, which it waits for before its first render, and the opened screen's, which
 * the screen waits for. Without this each is asked for only once the code before it has run, two
 * steps one after the other (about 300 ms more than English on a 2-core machine).
 */
export function prefetchLanguageFiles(): void {
  const language = storedLanguage();
  if (!language) return;
  for (const href of languageFiles(language)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}
