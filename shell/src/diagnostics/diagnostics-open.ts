import { appStore } from '@cloudfit/shared/store/app-store';

/** Whether the remote diagnostics panel is open; the panel's code loads only when it first opens. */
let open = false;
const listeners = new Set<() => void>();

export function setRemoteDiagnosticsOpen(value: boolean): void {
  open = value;
  for (const listener of listeners) listener();
}

export const remoteDiagnosticsOpen = () => open;

export function subscribeRemoteDiagnostics(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The panel is for developers (the user menu offers it to them only). */
export function mayOpenRemoteDiagnostics(): boolean {
  return appStore.getState().session.userData?.role === 'developer';
}
