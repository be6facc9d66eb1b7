/**
 * The search and filters each screen was last left with in this tab, so a screen's Back button
 * returns to the list as the user left it (the browser's Back does the same).
 */
const STORAGE_KEY = 'cloudfit:last-visit';

function readVisits(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberVisit(pathname: string, search: string): void {
  const visits = readVisits();
  if (search && search !== '?') visits[pathname] = search;
  else delete visits[pathname];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(visits));
  } catch {
    // Without storage, Back opens the list plain.
  }
}

/** `path` with the search it was last left with; a path that brings its own search keeps it. */
export function backTarget(path: string): string {
  if (path.includes('?')) return path;
  return path + (readVisits()[path] ?? '');
}
