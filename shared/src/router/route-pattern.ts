/**
 * Whether an address's path fits a route pattern of `shell/src/routes.ts` (`/apps/member/edit/:id`
 * fits `/apps/member/edit/3`). A plain module: the shell's early start runs it before shared
 * modules are negotiated, and the server runs it to know the screen a page opens.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const patternSegments = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  return (
    patternSegments.length === segments.length &&
    patternSegments.every((segment, index) => segment.startsWith(':') || segment === segments[index])
  );
}
