import type { Locale } from '@cloudfit/shared/constants';
import { PREFERENCE_KEYS } from '@cloudfit/shared/store/preferences';

/** What the page says while the shell's own files cannot be loaded from their static origin. */
const MESSAGES: Record<Locale, { unreachable: string; retry: string }> = {
  en: {
    unreachable: "CloudFit's files did not answer at {{url}}. Trying again every 5 seconds.",
    retry: 'Retry',
  },
  de: {
    unreachable:
      'Die Dateien von CloudFit haben unter {{url}} nicht geantwortet. Neuer Versuch alle 5 Sekunden.',
    retry: 'Erneut versuchen',
  },
  fr: {
    unreachable:
      "Les fichiers de CloudFit n'ont pas répondu à l'adresse {{url}}. Nouvel essai toutes les 5 secondes.",
    retry: 'Réessayer',
  },
  pt: {
    unreachable: 'Os ficheiros do CloudFit não responderam em {{url}}. Nova tentativa a cada 5 segundos.',
    retry: 'Tentar novamente',
  },
  'zh-TW': {
    unreachable: 'CloudFit 的檔案在 {{url}} 沒有回應。每 5 秒重試一次。',
    retry: '重試',
  },
};

/**
 * The page's own answer when the shell's files are on another origin that does not answer (the
 * CDN is down): the shell cannot say so itself, so this inline script, run before the shell's
 * `<script>` fails, puts the message in the loading screen, in the user's language (the one the
 * shell stored, else the browser's), and loads the page again once the origin answers, or on Retry.
 */
export function shellFilesFallbackScript(shellAssetsUrl: string): string {
  const data = JSON.stringify({
    base: shellAssetsUrl,
    messages: MESSAGES,
    localeKey: PREFERENCE_KEYS.locale,
  }).replace(/</g, '\\u003c');
  return `<script>(() => {
const { base, messages, localeKey } = ${data};
let shown = false;
const pick = () => {
  let stored = null;
  try { stored = localStorage.getItem(localeKey); } catch {}
  const wanted = [stored, ...navigator.languages].filter(Boolean);
  for (const language of wanted) {
    if (messages[language]) return messages[language];
    const prefix = language.split('-')[0];
    const match = Object.keys(messages).find((locale) => locale.split('-')[0] === prefix);
    if (match) return messages[match];
  }
  return messages.en;
};
addEventListener('error', (event) => {
  const element = event.target;
  if (shown || !(element instanceof HTMLScriptElement) || !element.src.startsWith(base)) return;
  shown = true;
  const text = pick();
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:32rem;padding:1.5rem;font:16px system-ui,sans-serif;color:#333;text-align:center';
  const message = document.createElement('p');
  message.textContent = text.unreachable.replace('{{url}}', base);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = text.retry;
  retry.style.cssText = 'font:inherit;padding:.5rem 1.25rem;border:0;border-radius:6px;background:#5e50ee;color:#fff;cursor:pointer';
  retry.addEventListener('click', () => location.reload());
  box.append(message, retry);
  // A screen the server rendered cannot come alive without the files: the message takes its place.
  const root = document.getElementById('root');
  if (root?.hasAttribute('inert')) root.replaceChildren();
  const loading = document.getElementById('loading-bg');
  if (loading) loading.style.display = 'flex';
  if (loading) loading.replaceChildren(box);
  else document.body.append(box);
  const probe = () =>
    fetch(element.src, { mode: 'no-cors', cache: 'no-store' }).then(() => location.reload(), () => setTimeout(probe, 5000));
  setTimeout(probe, 5000);
}, true);
})();</script>`;
}
