import shareCheckRuntimePlugin from './share-check-runtime-plugin';

type ResolveShareArgs = Parameters<
  NonNullable<ReturnType<typeof shareCheckRuntimePlugin>['resolveShare']>
>[0];

function argsFor(pkgName: string, singleton = true): ResolveShareArgs {
  const shared = { version: '9.5.0', from: 'shell' };
  const runtimeResolver = jest.fn(() => ({ shared, useTreesShaking: false }));
  return {
    shareScopeMap: { default: { [pkgName]: { '9.5.0': shared } } },
    scope: 'default',
    pkgName,
    version: '9.5.0',
    shareInfo: { shareConfig: { singleton, requiredVersion: '^9.5.0' } },
    resolver: runtimeResolver,
  } as unknown as ResolveShareArgs;
}

describe('shared version check once per version and range', () => {
  const { resolveShare } = shareCheckRuntimePlugin();

  it("leaves the first check of a pair to the runtime, then takes the singleton the runtime's check took", () => {
    const first = argsFor('@mui/material/Button');
    expect(resolveShare?.(first)).toBe(first);

    const next = argsFor('@mui/material/Chip');
    const resolved = resolveShare?.(next);
    expect(resolved?.resolver).not.toBe(next.resolver);
    expect(resolved?.resolver()).toEqual({
      shared: next.shareScopeMap.default!['@mui/material/Chip']!['9.5.0'],
      useTreesShaking: false,
    });
  });

  it('leaves modules that are not singletons, or have no range, to the runtime', () => {
    const notSingleton = argsFor('date-fns', false);
    expect(resolveShare?.(notSingleton)).toBe(notSingleton);
    const noRange = argsFor('zod');
    noRange.shareInfo.shareConfig = { singleton: true, requiredVersion: false };
    expect(resolveShare?.(noRange)).toBe(noRange);
  });
});
