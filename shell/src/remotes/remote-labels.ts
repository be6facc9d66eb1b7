/** The remotes' names as the screens say them. */
export const REMOTE_LABELS: Record<string, string> = {
  remote_studio: 'Studio',
  remote_reports: 'Reports',
  remote_demo_apps: 'Demo apps',
  remote_auth: 'Sign-in',
};
