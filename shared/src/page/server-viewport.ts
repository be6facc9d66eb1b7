/**
 * The window a page rendered on the server is rendered for: the width the browser last reported
 * (the page cookie, page-cookie.ts). Unset in the browser, where the window answers media queries.
 */
let serverViewportWidth: number | undefined;

export function setServerViewportWidth(width: number | undefined): void {
  serverViewportWidth = width;
}

const WIDTH_FEATURE = /\((min|max)-width:\s*([\d.]+)px\)/g;

/**
 * Whether a media query of the app's kind (`min-width` / `max-width` in px, joined by `and`) holds
 * for the window being rendered on the server; false when no width is known (the wide layout).
 */
export function matchesServerViewport(query: string): boolean {
  if (serverViewportWidth === undefined) return false;
  const features = [...query.matchAll(WIDTH_FEATURE)];
  if (features.length === 0) return false;
  return features.every(([, bound, px]) =>
    bound === 'min' ? serverViewportWidth! >= Number(px) : serverViewportWidth! <= Number(px),
  );
}
