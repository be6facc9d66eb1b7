import { PREFERENCE_KEYS } from '@cloudfit/shared/store/preferences';
import { readPageDataBlock } from './page-data-block';

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
  const byLanguage = readPageDataBlock(LANGUAGE_FILES_BLOCK);
  const files =
    byLanguage && typeof byLanguage === 'object' && Object.hasOwn(byLanguage, language)
      ? (byLanguage as Record<string, unknown>)[language]
      : undefined;
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
}

/**
 * Starts the strings of the user's language (not English, which is in the code) that the page lists:
 * the shell's, which it waits for before its first render, and the opened screen's, which the screen
 * waits for. Without this each is asked for only once the code before it has run: two steps one
 * after the other, and the screen's module itself ran late, behind the layout's first render.
 * They load as scripts, not prefetches: a webpack chunk that runs before its app's runtime is kept
 * in the app's chunk list, and the runtime takes it from there when the code asks for it, with no
 * request and no wait for its own script to run.
 */
export function startLanguageFiles(): void {
  const language = storedLanguage();
  if (!language) return;
  for (const src of languageFiles(language)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  }
}
