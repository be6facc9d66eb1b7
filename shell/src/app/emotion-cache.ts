import createCache from '@emotion/cache';

/**
 * Emotion's cache for the whole app, remotes included (@emotion/react is a shared singleton). Its
 * `<style>` tags carry the nonce the server put in index.html, so the Content Security Policy
 * admits them without `unsafe-inline`.
 */
export function createEmotionCache() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
  return createCache({ key: 'css', nonce });
}
