import { diagnoseRemoteFailure } from './remote-failure';
import { RemoteContractError, remoteLoadFacts } from './remote-load-facts';
import { RemoteTimeoutError } from './remote-timeout';

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const runtimeError = new Error('[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001');

describe('why a remote did not load', () => {
  beforeEach(() => {
    remoteLoadFacts().violations.length = 0;
  });

  it('names the contract gate’s refusal with its mismatches', async () => {
    const mismatches = [{ name: 'react', required: '^20.0.0', provided: '19.3.1' }];
    const error = new Error('wrapped', { cause: new RemoteContractError('remote_studio', mismatches) });
    await expect(diagnoseRemoteFailure(MANIFEST, error)).resolves.toEqual({ kind: 'contract', mismatches });
  });

  it('names the page’s security policy when it refused the remote’s code (a dev build’s eval)', async () => {
    remoteLoadFacts().violations.push({
      blockedURI: 'eval',
      sourceFile: 'http://localhost:3001/remoteEntry.js',
      directive: 'script-src',
    });
    await expect(diagnoseRemoteFailure(MANIFEST, runtimeError)).resolves.toEqual({
      kind: 'security-policy',
      blocked: 'http://localhost:3001/remoteEntry.js',
    });
  });

  it('names a timeout', async () => {
    await expect(diagnoseRemoteFailure(MANIFEST, new RemoteTimeoutError('x', 1500))).resolves.toEqual({
      kind: 'timeout',
      timeoutMs: 1500,
    });
  });

  it('asks the manifest URL again: a 404, no answer, or fine (the remote’s own code failed)', async () => {
    const answering = (status: number) => jest.fn(async () => new Response('{}', { status }));
    await expect(
      diagnoseRemoteFailure(MANIFEST, runtimeError, answering(404) as unknown as typeof fetch),
    ).resolves.toEqual({ kind: 'manifest-status', url: MANIFEST, status: 404 });
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      diagnoseRemoteFailure(MANIFEST, runtimeError, down as unknown as typeof fetch),
    ).resolves.toEqual({
      kind: 'unreachable',
      url: MANIFEST,
    });
    await expect(
      diagnoseRemoteFailure(MANIFEST, runtimeError, answering(200) as unknown as typeof fetch),
    ).resolves.toEqual({ kind: 'crashed', message: 'Failed to get remoteEntry exports.' });
    const scriptError = new Error(
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 args: {"remoteName":"remote_studio","resourceUrl":"http://localhost:3001/remoteEntry.js"} View the docs',
    );
    await expect(
      diagnoseRemoteFailure(MANIFEST, scriptError, answering(200) as unknown as typeof fetch),
    ).resolves.toEqual({ kind: 'file-unreachable', url: 'http://localhost:3001/remoteEntry.js' });
  });
});
