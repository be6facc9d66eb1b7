/**
 * What a remote release needs from the shell that loads it, and what a shell provides. The build
 * writes both into each app's mf-manifest.json (a top-level "cloudfit" block); the server checks a
 * release against the live shell before promoting it, and the shell checks a manifest before any of
 * the remote's code runs.
 */

/** Bumped when the shell's contract with its remotes (routes, props, store shape) changes incompatibly. */
export const SHELL_API_VERSION = 1;

/** Exact versions the shell provides: its API version and each shared singleton it bundles. */
export type ShellProvides = { shellApi: number; shared: Record<string, string> };

/** What a remote needs: the shell API version it was built against and a semver range per shared singleton. */
export type ReleaseContract = { shellApi: number; shared: Record<string, string> };

/** One unmet need; `name` is 'shell API' for the API version, `provided` null when the shell has none. */
export type ContractMismatch = { name: string; required: string; provided: string | null };

export type CloudfitManifestBlock =
  | {
      kind: 'remote';
      name: string;
      version: string;
      commit: string;
      builtAt: string;
      contract: ReleaseContract;
    }
  | { kind: 'shell'; version: string; commit: string; builtAt: string; provides: ShellProvides };

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Partial versions (`1`, `1.2`, `1.x`) as their lowest version and how many parts were given. */
function parsePartial(text: string): { version: Version; parts: number } | null {
  const match = /^v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  const parts = [match[1], match[2], match[3]].filter((part) => part !== undefined && !/^[xX*]$/.test(part));
  const numbers = parts.map(Number);
  return { version: [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0], parts: parts.length };
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator.trim());
  if (!match) return false;
  const operator = match[1] ?? '';
  const body = match[2] ?? '';
  if (body === '*' || /^[xX]$/.test(body)) return true;
  const partial = parsePartial(body);
  if (!partial) return false;
  const low = partial.version;
  const [major, minor] = low;
  switch (operator) {
    case '^': {
      if (compare(version, low) < 0) return false;
      if (major > 0 || partial.parts === 1) return version[0] === major;
      if (minor > 0 || partial.parts === 2) return version[0] === 0 && version[1] === minor;
      return compare(version, low) === 0;
    }
    case '~':
      if (compare(version, low) < 0) return false;
      return partial.parts === 1 ? version[0] === major : version[0] === major && version[1] === minor;
    case '>=':
      return compare(version, low) >= 0;
    case '>':
      return compare(version, low) > 0;
    case '<=':
      return compare(version, low) <= 0;
    case '<':
      return compare(version, low) < 0;
    default:
      if (partial.parts === 3) return compare(version, low) === 0;
      if (partial.parts === 2) return version[0] === major && version[1] === minor;
      return version[0] === major;
  }
}

/**
 * Whether `version` is in `range`: the forms our package.json files and federation's requiredVersion
 * use (exact, `^`, `~`, comparisons joined by spaces, alternatives joined by `||`, `*`, `x`).
 */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) => {
    const trimmed = alternative.trim();
    if (trimmed === '' || trimmed === '*') return true;
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(trimmed);
    const comparators = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : trimmed.replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/);
    return comparators.every((comparator) => satisfiesComparator(parsed, comparator));
  });
}

/** Everything `contract` needs that `provides` does not give; empty when the remote may load. */
export function contractMismatches(provides: ShellProvides, contract: ReleaseContract): ContractMismatch[] {
  const mismatches: ContractMismatch[] = [];
  if (provides.shellApi !== contract.shellApi) {
    mismatches.push({
      name: 'shell API',
      required: String(contract.shellApi),
      provided: String(provides.shellApi),
    });
  }
  const shared: ContractMismatch[] = [];
  for (const [name, required] of Object.entries(contract.shared)) {
    const provided = provides.shared[name] ?? null;
    if (provided === null || !satisfies(provided, required)) shared.push({ name, required, provided });
  }
  // Only a refusal is sorted: the first localeCompare of a page builds ICU's collator (8-16 ms),
  // which the first screen waited for on every load.
  return [...mismatches, ...shared.sort((a, b) => a.name.localeCompare(b.name))];
}
