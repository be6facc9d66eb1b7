import { contractMismatches, SHELL_API_VERSION, satisfies } from './release-contract';

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['5.1.0', '5.1.0', true],
    ['5.1.1', '5.1.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['2.0.0', '>=1.0.0 <3.0.0', true],
    ['3.0.0', '>=1.0.0 <3.0.0', false],
    ['3.0.0', '^1.0.0 || ^3.0.0', true],
    ['4.2.0', '*', true],
    ['4.2.0', '4.x', true],
    ['1.5.0', '1.0.0 - 2.0.0', true],
    ['not-a-version', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('contractMismatches', () => {
  const provides = { shellApi: SHELL_API_VERSION, shared: { react: '19.3.1', i18next: '27.1.2' } };

  it('is empty when the shell gives everything the release needs', () => {
    expect(
      contractMismatches(provides, {
        shellApi: SHELL_API_VERSION,
        shared: { react: '^19.3.1', i18next: '^27.0.0' },
      }),
    ).toEqual([]);
  });

  it('names the shell API, a skewed singleton and a missing one', () => {
    expect(
      contractMismatches(provides, {
        shellApi: SHELL_API_VERSION + 1,
        shared: { react: '^20.0.0', zustand: '^5.1.0', i18next: '^27.1.0' },
      }),
    ).toEqual([
      { name: 'shell API', required: String(SHELL_API_VERSION + 1), provided: String(SHELL_API_VERSION) },
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
      { name: 'zustand', required: '^5.1.0', provided: null },
    ]);
  });
});

it('is the shell API version the build writes into the manifests', () => {
  const { readFileSync } = require('node:fs') as typeof import('node:fs');
  const config = readFileSync(require.resolve('../../build/create-webpack-config.cjs'), 'utf8');
  expect(/^const SHELL_API_VERSION = (\d+);/m.exec(config)?.[1]).toBe(String(SHELL_API_VERSION));
});
