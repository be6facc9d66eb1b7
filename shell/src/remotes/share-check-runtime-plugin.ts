import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const checkedPairs = new Set<string>();

/**
 * The federation runtime checks a shared singleton's version against the range each consumer
 * asks for, parsing both strings again every time; the first screen asks for about a hundred MUI
 * paths with one version and one range. Each pair is checked once (by the runtime itself, with
 * its warning when they disagree); after that the singleton is taken as that check took it.
 * Imports nothing: runtime plugins run before shared modules are negotiated.
 */
export default function shareCheckRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cloudfit-share-check-once',
    resolveShare(args) {
      const { shareInfo, version, shareScopeMap, scope, pkgName } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (!shareInfo.shareConfig?.singleton || typeof required !== 'string') return args;
      const pair = `${version} ${required}`;
      if (!checkedPairs.has(pair)) {
        checkedPairs.add(pair);
        return args;
      }
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      return shared ? { ...args, resolver: () => ({ shared, useTreesShaking: false }) } : args;
    },
  };
}
