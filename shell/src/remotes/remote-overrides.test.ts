import { applyOverrideParams, clearOverrides, readOverrides, refusedOverrides } from './remote-overrides';

describe('remote overrides', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('takes an override from the address, remembers it, and removes the parameter from the address bar', () => {
    window.history.replaceState(
      null,
      '',
      '/member-list?q=ann&remote.remote_studio=http%3A%2F%2Flocalhost%3A3001%2Fmf-manifest.json',
    );
    const overrides = applyOverrideParams(new URL(window.location.href));
    expect(overrides).toEqual({ remote_studio: 'http://localhost:3001/mf-manifest.json' });
    expect(window.location.pathname + window.location.search).toBe('/member-list?q=ann');
    expect(readOverrides()).toEqual(overrides);
  });

  it('keeps an override across page loads until an empty value or clear removes it', () => {
    applyOverrideParams(
      new URL('http://app.test/?remote.remote_auth=http://localhost:3004/mf-manifest.json'),
    );
    expect(applyOverrideParams(new URL('http://app.test/member-list'))).toEqual({
      remote_auth: 'http://localhost:3004/mf-manifest.json',
    });
    expect(applyOverrideParams(new URL('http://app.test/?remote.remote_auth='))).toEqual({});
    applyOverrideParams(new URL('http://app.test/?remote.remote_reports=http://x/mf-manifest.json'));
    clearOverrides();
    expect(readOverrides()).toEqual({});
  });

  it('ignores a corrupt stored value instead of failing to start', () => {
    localStorage.setItem('cloudfit:remoteOverrides', '{not json');
    expect(readOverrides()).toEqual({});
  });

  it('refuses an override from an origin that is not allowed: not remembered, not loaded, and said', () => {
    window.history.replaceState(
      null,
      '',
      '/member-list?remote.remote_studio=https%3A%2F%2Fevil.example%2Fmf-manifest.json',
    );
    expect(applyOverrideParams(new URL(window.location.href))).toEqual({});
    expect(readOverrides()).toEqual({});
    expect(refusedOverrides()).toEqual({ remote_studio: 'https://evil.example/mf-manifest.json' });
    expect(window.location.search).toBe('');
  });

  it('does not load a remembered override whose origin is no longer allowed', () => {
    localStorage.setItem(
      'cloudfit:remoteOverrides',
      JSON.stringify({
        remote_studio: 'https://evil.example/mf-manifest.json',
        remote_auth: 'http://localhost:3004/m.json',
      }),
    );
    expect(readOverrides()).toEqual({ remote_auth: 'http://localhost:3004/m.json' });
  });
});
