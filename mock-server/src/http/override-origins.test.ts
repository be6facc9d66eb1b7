import { overrideOrigins } from './override-origins';

describe('origins a developer override may load a remote from', () => {
  it('is a developer’s machine outside production, plus the configured origins', () => {
    expect(overrideOrigins(false, {})).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(
      overrideOrigins(false, {
        CLOUDFIT_OVERRIDE_ORIGINS: 'https://cdn.example.com/, https://qa.example.com',
      }),
    ).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://cdn.example.com',
      'https://qa.example.com',
    ]);
  });

  it('is only the configured origins with NODE_ENV=production, none by default; malformed entries are dropped', () => {
    expect(overrideOrigins(true, {})).toEqual([]);
    expect(
      overrideOrigins(true, { CLOUDFIT_OVERRIDE_ORIGINS: 'https://cdn.example.com,evil,ftp://x.example' }),
    ).toEqual(['https://cdn.example.com']);
  });
});
