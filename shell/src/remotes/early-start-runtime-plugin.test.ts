import { startEarly, takeEarlyRegistry } from './early-start-runtime-plugin';
import { fetchRemoteManifests } from './remote-manifests';

const PUBLISHED = {
  remote_studio: '/remotes/remote-studio/mf-manifest.json',
  remote_auth: '/remotes/remote-auth/mf-manifest.json',
};

function fakeOrigin() {
  return { registerRemotes: jest.fn(), preloadRemote: jest.fn().mockResolvedValue(undefined) };
}

type Origin = Parameters<typeof startEarly>[0];

describe('early start', () => {
  beforeEach(() => {
    localStorage.clear();
    takeEarlyRegistry();
    global.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(PUBLISHED)));
  });

  it("registers the remotes and preloads the opened route's screen while the shell starts", async () => {
    window.history.replaceState(null, '', '/member-list?q=ann');
    localStorage.setItem(
      'cloudfit:remoteOverrides',
      JSON.stringify({ remote_auth: 'http://localhost:3004/mf-manifest.json' }),
    );
    const origin = fakeOrigin();
    startEarly(origin as unknown as Origin);

    const manifests = { ...PUBLISHED, remote_auth: 'http://localhost:3004/mf-manifest.json' };
    await expect(takeEarlyRegistry()).resolves.toEqual(manifests);
    expect(takeEarlyRegistry()).toBeUndefined();
    expect(origin.registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_studio', entry: PUBLISHED.remote_studio },
      { name: 'remote_auth', entry: 'http://localhost:3004/mf-manifest.json' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(origin.preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({ nameOrAlias: 'remote_studio', exposes: ['MemberList'], share: false }),
    ]);
  });

  it('takes the remotes document the page came with instead of asking the server, once', async () => {
    window.history.replaceState(null, '', '/member-list');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'cloudfit-remotes';
    block.textContent = JSON.stringify({ remote_studio: '/from-the-page/mf-manifest.json' });
    document.head.append(block);

    startEarly(fakeOrigin() as unknown as Origin);
    await expect(takeEarlyRegistry()).resolves.toEqual({ remote_studio: '/from-the-page/mf-manifest.json' });
    expect(global.fetch).not.toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(document.getElementById('cloudfit-remotes')).toBeNull();

    // A later read (the registry after a failure) asks the server.
    await expect(fetchRemoteManifests()).resolves.toEqual(PUBLISHED);
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('preloads nothing for an address no remote shows, and leaves override parameters to bootstrap', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    const origin = fakeOrigin();
    startEarly(origin as unknown as Origin);
    await takeEarlyRegistry();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(origin.registerRemotes).toHaveBeenCalled();
    expect(origin.preloadRemote).not.toHaveBeenCalled();

    window.history.replaceState(
      null,
      '',
      '/member-list?remote.remote_studio=http://localhost:3001/mf-manifest.json',
    );
    startEarly(fakeOrigin() as unknown as Origin);
    expect(takeEarlyRegistry()).toBeUndefined();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the reads of the layout and of the opened list for a signed-in user, in the branch chosen', async () => {
    localStorage.setItem('userData', JSON.stringify({ id: 1, role: 'admin' }));
    localStorage.setItem('accessToken', 'token-1');
    localStorage.setItem('cloudfit:currentCenter', JSON.stringify({ id: 3, name: 'Xinyi' }));
    const apiReads = () =>
      (global.fetch as jest.Mock).mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.startsWith('/api/v1/'));

    window.history.replaceState(null, '', '/member-list');
    startEarly(fakeOrigin() as unknown as Origin);
    expect(apiReads()).toEqual([
      '/api/v1/news?current=true&perPage=1&centerId=3',
      '/api/v1/settings/profile',
      '/api/v1/centers',
      '/api/v1/members?perPage=10&page=1&centerId=3',
    ]);
    expect((global.fetch as jest.Mock).mock.calls[1][1].headers).toEqual({ Authorization: 'Bearer token-1' });

    // Started again (main.js after the page's own script), nothing already on its way is sent twice.
    (global.fetch as jest.Mock).mockClear();
    startEarly(fakeOrigin() as unknown as Origin);
    expect(apiReads()).toEqual([]);

    // A searched list asks for something else: only what does not depend on the address goes early.
    localStorage.setItem('accessToken', 'token-2');
    window.history.replaceState(null, '', '/member-list?q=ann');
    startEarly(fakeOrigin() as unknown as Origin);
    expect(apiReads()).not.toContainEqual(expect.stringContaining('/api/v1/members'));
    expect(apiReads()).toHaveLength(3);

    // Signed out, or on a full-screen page, nothing is read early.
    (global.fetch as jest.Mock).mockClear();
    window.history.replaceState(null, '', '/epad/4');
    startEarly(fakeOrigin() as unknown as Origin);
    localStorage.removeItem('accessToken');
    window.history.replaceState(null, '', '/member-list');
    startEarly(fakeOrigin() as unknown as Origin);
    expect(apiReads()).toEqual([]);
  });
});
