import { newerReleases } from './release-watch';

describe('newer releases of the remotes a tab loaded', () => {
  const loaded = {
    remote_studio: '/releases/remote-studio/1.2.77+aaaa/mf-manifest.json',
    remote_auth: '/remotes/remote-auth/mf-manifest.json',
  };

  it('names a remote whose live manifest is now another release, and only that one', () => {
    expect(
      newerReleases(
        loaded,
        {
          remote_studio: '/releases/remote-studio/1.2.78+bbbb/mf-manifest.json',
          remote_auth: `${window.location.origin}/remotes/remote-auth/mf-manifest.json`,
          remote_reports: '/releases/remote-reports/2.0.0+cccc/mf-manifest.json',
        },
        {},
      ),
    ).toEqual(['remote_studio']);
  });

  it('says nothing for a remote loaded through a developer override', () => {
    expect(
      newerReleases(
        loaded,
        { remote_studio: '/releases/remote-studio/1.2.78+bbbb/mf-manifest.json' },
        {
          remote_studio: 'http://localhost:3001/mf-manifest.json',
        },
      ),
    ).toEqual([]);
  });
});
