import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

export type Direction = 'ltr' | 'rtl';

function cspNonce() {
  // On the server the page's nonce is added to every style element the page is sent with.
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}

/**
 * Emotion's caches for the whole app, remotes included (@emotion/react is a shared singleton): one
 * per direction, so switching to right-to-left swaps the cache instead of reloading. The RTL one
 * mirrors every rule (margins, paddings, `left`/`right`, text alignment) through stylis-plugin-rtl.
 * Their `<style>` tags carry the nonce the server put in index.html, so the Content Security Policy
 * admits them without `unsafe-inline`.
 */
export function createEmotionCaches(): Record<Direction, EmotionCache> {
  const nonce = cspNonce();
  return {
    ltr: createCache({ key: 'css', nonce }),
    rtl: createCache({ key: 'css-rtl', nonce, stylisPlugins: [prefixer, rtlPlugin] }),
  };
}
