import { SHELL_API_VERSION } from '@cloudfit/shared/federation/release-contract';
import contractGateRuntimePlugin, {
  contractOfShares,
  readShellProvides,
} from './contract-gate-runtime-plugin';
import { RemoteContractError, remoteLoadFacts } from './remote-load-facts';

type SnapshotArgs = Parameters<
  NonNullable<ReturnType<typeof contractGateRuntimePlugin>['loadRemoteSnapshot']>
>[0];

const SHELL_MANIFEST = {
  cloudfit: {
    kind: 'shell',
    version: '1.0.0',
    commit: 'abc',
    builtAt: '2026-11-25T00:00:00Z',
    provides: { shellApi: SHELL_API_VERSION, shared: { react: '19.3.1', '@mui/material': '9.5.0' } },
  },
};

function remoteManifest(shared: Record<string, string>, shellApi = SHELL_API_VERSION) {
  return {
    metaData: {},
    exposes: [],
    shared: [],
    cloudfit: {
      kind: 'remote',
      name: 'remote_studio',
      version: '1.2.78',
      commit: 'def',
      builtAt: '2026-11-25T01:00:00Z',
      contract: { shellApi, shared },
    },
  };
}

function argsFor(manifestJson: unknown): SnapshotArgs {
  return {
    manifestJson,
    manifestUrl: 'http://localhost/remotes/remote-studio/mf-manifest.json',
    moduleInfo: { name: 'remote_studio', entry: 'http://localhost/remotes/remote-studio/mf-manifest.json' },
    remoteSnapshot: {},
    from: 'manifest',
  } as unknown as SnapshotArgs;
}

describe('the contract gate', () => {
  it('reads the contract of a manifest without a cloudfit block from its federation share list', () => {
    const provides = SHELL_MANIFEST.cloudfit.provides;
    const manifest = {
      shared: [
        { name: 'react', requiredVersion: '^19.0.0' },
        { name: '@mui/material/Alert', requiredVersion: '^9.5.0' },
        { name: '@mui/material/Box', requiredVersion: '^9.5.0' },
        { name: 'lodash', requiredVersion: '^4.0.0' },
      ],
    };
    expect(contractOfShares(manifest, provides)).toEqual({
      shellApi: SHELL_API_VERSION,
      shared: { react: '^19.0.0', '@mui/material': '^9.5.0' },
    });
  });

  beforeAll(async () => {
    const fetchShellManifest = jest.fn(async () => new Response(JSON.stringify(SHELL_MANIFEST)));
    await readShellProvides(fetchShellManifest as unknown as typeof fetch);
  });
  const { loadRemoteSnapshot } = contractGateRuntimePlugin();

  it('lets a release through whose contract this shell satisfies, and records which release loaded', async () => {
    const args = argsFor(remoteManifest({ react: '^19.0.0', '@mui/material': '^9.5.0' }));
    await expect(loadRemoteSnapshot?.(args)).resolves.toBe(args);
    expect(remoteLoadFacts().releases.remote_studio?.release?.version).toBe('1.2.78');
  });

  it('refuses, before any of its code loads, a release built for another shared singleton or shell API', async () => {
    const refusal = loadRemoteSnapshot?.(
      argsFor(remoteManifest({ react: '^20.0.0', '@mui/material': '^9.5.0' })),
    );
    await expect(refusal).rejects.toThrow(RemoteContractError);
    await expect(refusal).rejects.toMatchObject({
      remote: 'remote_studio',
      mismatches: [{ name: 'react', required: '^20.0.0', provided: '19.3.1' }],
    });
    await expect(
      loadRemoteSnapshot?.(argsFor(remoteManifest({ zustand: '^5.0.0' }, SHELL_API_VERSION + 1))),
    ).rejects.toMatchObject({
      mismatches: [
        { name: 'shell API', required: String(SHELL_API_VERSION + 1), provided: String(SHELL_API_VERSION) },
        { name: 'zustand', required: '^5.0.0', provided: null },
      ],
    });
  });

  it('checks a manifest without a contract block by its share list: through when it fits, refused when skewed', async () => {
    const fits = argsFor({
      metaData: {},
      exposes: [],
      shared: [{ name: 'react', requiredVersion: '^19.0.0' }],
    });
    await expect(loadRemoteSnapshot?.(fits)).resolves.toBe(fits);
    const skewed = argsFor({
      metaData: {},
      exposes: [],
      shared: [{ name: 'react', requiredVersion: '^18.2.0' }],
    });
    await expect(loadRemoteSnapshot?.(skewed)).rejects.toBeInstanceOf(RemoteContractError);
    expect(remoteLoadFacts().refused.remote_studio).toEqual([
      { name: 'react', required: '^18.2.0', provided: '19.3.1' },
    ]);
  });
});
