// Lets the shell (and its browser test) check that this remote runs on the shell's single store and client.
export { apiClient as http } from '@cloudfit/shared/http/api-client';
export { appStore as store } from '@cloudfit/shared/store/app-store';
