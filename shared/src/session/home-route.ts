export const LOGIN_PATH = '/login';
/** On the login screen's address (`?reason=`): the session ended under the user, who is told so. */
export const SESSION_ENDED_REASON = 'session-ended';
export const NOT_AUTHORIZED_PATH = '/pages/miscellaneous/not-authorized';
export const NOT_FOUND_PATH = '/error-404';

/** Where a signed-in user goes after sign-in or from a redirect-if-logged-in screen (docs/product.md, Screens and guards). */
export function homeForRole(role: string | null | undefined): string {
  if (role === 'admin' || role === 'developer') return '/';
  if (role === 'client') return '/access-control';
  return LOGIN_PATH;
}

/** Only same-app paths are followed after sign-in, never another origin. */
export function safeRedirectTarget(redirect: string | null): string | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return null;
  return redirect;
}
