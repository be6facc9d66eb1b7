import { allowedOverrideOrigins, OVERRIDE_ORIGINS_BLOCK_ID, overrideAllowed } from './override-origins';

const PAGE = 'https://studio.example.com';

describe('origins a developer override may load from', () => {
  afterEach(() => document.getElementById(OVERRIDE_ORIGINS_BLOCK_ID)?.remove());

  it('admits any port of localhost and 127.0.0.1 by default, and the page’s own origin', () => {
    const local = ['http://localhost:*', 'http://127.0.0.1:*'];
    expect(overrideAllowed('http://localhost:3001/mf-manifest.json', local, PAGE)).toBe(true);
    expect(overrideAllowed('http://127.0.0.1:9000/mf-manifest.json', local, PAGE)).toBe(true);
    expect(overrideAllowed('/remotes/remote-studio/mf-manifest.json', local, PAGE)).toBe(true);
    expect(overrideAllowed(`${PAGE}/releases/x/mf-manifest.json`, local, PAGE)).toBe(true);
  });

  it('refuses every other origin, look-alike hosts and non-http URLs', () => {
    const local = ['http://localhost:*'];
    expect(overrideAllowed('https://evil.example/mf-manifest.json', local, PAGE)).toBe(false);
    expect(overrideAllowed('http://localhost.evil.example/mf-manifest.json', local, PAGE)).toBe(false);
    expect(overrideAllowed('https://localhost:3001/mf-manifest.json', local, PAGE)).toBe(false);
    expect(overrideAllowed('javascript:alert(1)', local, PAGE)).toBe(false);
    expect(overrideAllowed('//evil.example/mf-manifest.json', local, PAGE)).toBe(false);
  });

  it('admits an exact configured origin, and nothing local when the page says so (production)', () => {
    const configured = ['https://cdn.example.com'];
    expect(overrideAllowed('https://cdn.example.com/studio/mf-manifest.json', configured, PAGE)).toBe(true);
    expect(overrideAllowed('https://cdn.example.com:8443/mf-manifest.json', configured, PAGE)).toBe(false);
    expect(overrideAllowed('http://localhost:3001/mf-manifest.json', configured, PAGE)).toBe(false);
  });

  it('reads the list the server put into the page, or the local default without one', () => {
    expect(allowedOverrideOrigins()).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = OVERRIDE_ORIGINS_BLOCK_ID;
    block.textContent = '["https://cdn.example.com"]';
    document.head.append(block);
    expect(allowedOverrideOrigins()).toEqual(['https://cdn.example.com']);
  });
});
