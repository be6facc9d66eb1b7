import { liveVersionOf, sharedRows } from './remote-diagnostics-data';

describe('remote diagnostics data', () => {
  it('names the live release the remotes document states, or nothing for a remote served from its build', () => {
    const document = {
      remote_studio: '/releases/remote_studio/1.2.78+ab12/mf-manifest.json',
      remote_auth: '/remotes/remote-auth/mf-manifest.json',
      _releases: { remote_studio: { id: 2, version: '1.2.78', release: '1.2.78+ab12' } },
    };
    expect(liveVersionOf(document, 'remote_studio')).toBe('1.2.78+ab12');
    expect(liveVersionOf(document, 'remote_auth')).toBeUndefined();
  });

  it('groups the share scope by package: versions loaded, the app that provided them, the apps using them', () => {
    Object.assign(globalThis, {
      __FEDERATION__: {
        __INSTANCES__: [
          {
            name: 'shell',
            shareScopeMap: {
              default: {
                '@mui/material/Button': {
                  '9.5.0': { from: 'shell', loaded: true, useIn: ['shell', 'remote_studio'] },
                },
                '@mui/material/Chip': { '9.5.0': { from: 'shell', loaded: true, useIn: ['remote_reports'] } },
                react: {
                  '19.3.1': { from: 'shell', loaded: true, useIn: ['shell'] },
                  '19.4.0': { from: 'remote_reports', loaded: true, useIn: ['remote_reports'] },
                },
                zod: { '4.6.7': { from: 'remote_studio', loaded: false, useIn: [] } },
              },
            },
          },
        ],
      },
    });
    expect(sharedRows()).toEqual([
      {
        name: '@mui/material',
        versions: ['9.5.0'],
        providedBy: ['shell'],
        usedBy: ['remote_reports', 'remote_studio', 'shell'],
      },
      {
        name: 'react',
        versions: ['19.3.1', '19.4.0'],
        providedBy: ['remote_reports', 'shell'],
        usedBy: ['remote_reports', 'shell'],
      },
    ]);
  });
});
