import { workerData } from 'node:worker_threads';

/**
 * What the app's code finds in a browser and reads as it renders, for the worker that renders
 * pages on the server: a storage the store starts from (each render then writes the asking
 * browser's session and preferences into it), and the page's origin, against which the app's
 * requests name their paths (here the server the worker runs in).
 */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const origin = (workerData as { origin: string }).origin;
const onOrigin = (input: RequestInfo | URL) =>
  typeof input === 'string' && !URL.canParse(input) ? new URL(input, origin) : input;

const NativeRequest = globalThis.Request;
const nativeFetch = globalThis.fetch;

Object.assign(globalThis, {
  localStorage: memoryStorage(),
  sessionStorage: memoryStorage(),
  Request: class PageRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(onOrigin(input), init);
    }
  },
  fetch: (input: RequestInfo | URL, init?: RequestInit) => nativeFetch(onOrigin(input), init),
});
