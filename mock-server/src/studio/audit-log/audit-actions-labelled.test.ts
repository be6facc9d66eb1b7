import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@cloudfit/shared/constants';
import { auditActionLabel, auditEntityLabel } from '@cloudfit/shared/i18n/audit-log-labels';

/**
 * Every action the server writes to the audit log, found in its source: `action: 'x'` (or a choice
 * of codes) beside `entity: 'y'` or `table: y`, an action chosen in SQL, a membership change's
 * action and the booking cancellations' reasons. Codes the server takes from a value at run time
 * are listed by hand below.
 */
const SOURCE_ROOT = path.resolve(__dirname, '../..');

/** Actions named by a value: a booking's new status on cancelling or marking attendance. */
const RUN_TIME_ACTIONS: [entity: string, action: string][] = [
  ['bookings', 'cancelled'],
  ['bookings', 'late_cancelled'],
  ['bookings', 'attended'],
  ['bookings', 'no_show'],
];

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The text of the `{ ... }` around `index`, its nested objects included. */
function enclosingObject(text: string, index: number): string {
  let start = index;
  for (let depth = 0; start > 0; start -= 1) {
    const char = text[start - 1];
    if (char === '}') depth += 1;
    else if (char === '{' && depth-- === 0) break;
  }
  let end = index;
  for (let depth = 0; end < text.length; end += 1) {
    const char = text[end];
    if (char === '{') depth += 1;
    else if (char === '}' && depth-- === 0) break;
  }
  return text.slice(start, end);
}

function writtenActions(): [entity: string, action: string, file: string][] {
  const found: [string, string, string][] = [];
  for (const file of sourceFiles(SOURCE_ROOT)) {
    const text = readFileSync(file, 'utf8');
    if (!/recordAudit|AuditRow|auditLog|updateVersioned|changeMembership|cancelBookings/.test(text)) continue;
    const where = path.relative(SOURCE_ROOT, file);
    for (const match of text.matchAll(/\baction: ((?:[^,\n?:&]+ \? )?'[a-z_-]+'(?: : '[a-z_-]+')?)/g)) {
      // The object the action stands in: its entity, or the table a versioned update writes.
      const object = enclosingObject(text, match.index);
      const before = text.slice(Math.max(0, match.index - 300), match.index);
      const entity =
        /entity: '([a-z_]+)'/.exec(object)?.[1] ??
        (/table: ([a-zA-Z]+)/.exec(object)?.[1] && snake(/table: ([a-zA-Z]+)/.exec(object)![1]!)) ??
        (/cancelBookings\(/.test(before.slice(-120)) ? 'bookings' : undefined);
      if (!entity) continue;
      for (const code of match[1]!.matchAll(/'([a-z_-]+)'/g)) found.push([entity, code[1]!, where]);
    }
    for (const match of text.matchAll(
      /sql<string>`'([a-z_-]+)'`\.as\('action'\),\s*entity: sql<string>`'([a-z_]+)'`/g,
    )) {
      found.push([match[2]!, match[1]!, where]);
    }
    for (const match of text.matchAll(/changeMembership\([^)]*?'([a-z_-]+)',\s*async/g)) {
      found.push(['memberships', match[1]!, where]);
    }
  }
  return found;
}

describe('the audit log’s words', () => {
  const written = writtenActions();

  it('are found for the actions the server writes (the scan itself still sees them)', () => {
    const pairs = new Set(written.map(([entity, action]) => `${entity}.${action}`));
    for (const known of [
      'members.bulk-add-tag',
      'members.bulk-extend',
      'members.closure',
      'memberships.freeze',
      'bookings.class-cancelled',
      'members.move-home-center',
      'members.archive',
    ]) {
      expect(pairs).toContain(known);
    }
  });

  it.each(LOCALES)('name every action and entity the server writes in %s, never by its code', (locale) => {
    const unnamed = [...written.map(([entity, action]) => [entity, action] as const), ...RUN_TIME_ACTIONS]
      .filter(([entity, action]) => auditActionLabel(locale, entity, action) === action)
      .map(([entity, action]) => `${entity}.${action}`);
    expect([...new Set(unnamed)]).toEqual([]);
    const unnamedEntities = written
      .map(([entity]) => entity)
      .filter((entity) => auditEntityLabel(locale, entity) === entity);
    expect([...new Set(unnamedEntities)]).toEqual([]);
  });
});
