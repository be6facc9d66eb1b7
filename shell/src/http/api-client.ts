// Exposed through federation as `shell/http`: the one token client of the running app.
export { apiClient, onSessionExpired } from '@cloudfit/shared/http/api-client';
