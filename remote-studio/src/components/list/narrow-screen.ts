import { useSyncExternalStore } from 'react';

/** Below MUI's `sm` breakpoint: a phone held upright, where lists are cards and filters fold away. */
const PHONE_QUERY = '(max-width: 599.95px)';

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
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
