import { matchesServerViewport } from '@cloudfit/shared/page/server-viewport';
import { useSyncExternalStore } from 'react';

/**
 * Narrower than the smallest tablet held upright (744 px): a phone, upright or on its side, where
 * lists are cards and filters fold away. A table of a list's essential columns needs about 700 px.
 */
const PHONE_QUERY = '(max-width: 719.95px)';

// Absent where there is no layout (jsdom): the wide layout.
const phoneQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined;

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhoneNow = () => phoneQuery()?.matches ?? false;

/**
 * Whether the window is phone-narrow. Read before the first paint (no table flashing before the
 * cards), and followed when the window turns or is resized.
 */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => matchesServerViewport(PHONE_QUERY));
}
