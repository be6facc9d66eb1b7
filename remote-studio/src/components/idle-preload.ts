import { useEffect } from 'react';

/**
 * Loads `load`'s code while the browser is idle after the screen renders, so the click that needs it
 * does not wait for it. `load` must be stable (a module-level function).
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => void load(), { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, [load]);
}
