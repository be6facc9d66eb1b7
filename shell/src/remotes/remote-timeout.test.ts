import { REMOTE_LOAD_TIMEOUT_MS } from '@cloudfit/shared/constants';
import { RemoteTimeoutError, remoteTimeoutMs, withTimeout } from './remote-timeout';
import timeoutRuntimePlugin from './timeout-runtime-plugin';

describe('remote load timeout', () => {
  beforeEach(() => localStorage.clear());

  it('is 120 seconds unless local storage sets a positive number of milliseconds', () => {
    expect(remoteTimeoutMs()).toBe(REMOTE_LOAD_TIMEOUT_MS);
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(120_000);
    localStorage.setItem('cloudfit:remoteTimeoutMs', '1500');
    expect(remoteTimeoutMs()).toBe(1500);
    localStorage.setItem('cloudfit:remoteTimeoutMs', '-4');
    expect(remoteTimeoutMs()).toBe(REMOTE_LOAD_TIMEOUT_MS);
  });

  it('rejects with a timeout error when the load never settles, and passes a result through otherwise', async () => {
    await expect(
      withTimeout(new Promise(() => undefined), 'remote_studio/MemberList', 20),
    ).rejects.toBeInstanceOf(RemoteTimeoutError);
    await expect(withTimeout(Promise.resolve('module'), 'x', 20)).resolves.toBe('module');
  });

  it('gives the federation runtime’s script loader twice the configured timeout, so the screen’s own timer reports first', () => {
    localStorage.setItem('cloudfit:remoteTimeoutMs', '2500');
    const plugin = timeoutRuntimePlugin();
    const createScript = plugin.createScript as (args: { url: string }) => unknown;
    expect(createScript({ url: 'http://x/remoteEntry.js' })).toEqual({ timeout: 5000 });
  });
});
