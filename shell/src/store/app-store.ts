// Exposed through federation as `shell/store`: the one store of the running app.
export { appStore, useAppStore } from '@cloudfit/shared/store/app-store';
