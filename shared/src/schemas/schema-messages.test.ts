import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createMemberSchema } from './member.schema';

/**
 * Every exported schema of `shared/src/schemas/` and its folders (the demo apps'), so a new schema
 * file is checked without listing it.
 */
function exportedSchemas(): [name: string, schema: z.ZodType][] {
  return readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      Object.entries(require(path.join(__dirname, file)) as Record<string, unknown>)
        .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
        .map(([name, schema]): [string, z.ZodType] => [`${file.replace(/\.ts$/, '')}.${name}`, schema]),
    );
}

/** The fields of a schema, nested ones included, each named by its path (`lines[].description`). */
function fieldsOf(schema: z.ZodType, at: string, found: Map<string, z.ZodType>): void {
  if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const fieldPath = at ? `${at}.${key}` : key;
      found.set(fieldPath, field);
      fieldsOf(field, fieldPath, found);
    }
  } else if (schema instanceof z.ZodPipe) {
    fieldsOf(schema.in as z.ZodType, at, found);
  } else if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    fieldsOf(schema.unwrap() as z.ZodType, at, found);
  } else if (schema instanceof z.ZodArray) {
    const elementPath = `${at}[]`;
    found.set(elementPath, schema.element as z.ZodType);
    fieldsOf(schema.element as z.ZodType, elementPath, found);
  } else if (schema instanceof z.ZodUnion) {
    for (const option of schema.options as z.ZodType[]) fieldsOf(option, at, found);
  } else if (schema instanceof z.ZodIntersection) {
    fieldsOf(schema.def.left as z.ZodType, at, found);
    fieldsOf(schema.def.right as z.ZodType, at, found);
  }
}

function issueMessages(schema: z.ZodType, value: unknown, code?: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => !code || issue.code === code).map((issue) => issue.message);
}

/**
 * How a message that is about length reads ("Keep the notes under 2000 characters.", "The photo
 * address is too long.", "Use at most 20 tags."), as opposed to one a field also gives for other
 * failures ("Please enter a valid email address.").
 */
const LENGTH_WORDING = /under \d|too long|at most|<=/i;

/** The length messages a field gives for text far longer than any limit. */
function tooLongMessages(field: z.ZodType): string[] {
  return issueMessages(field, 'x'.repeat(100_001), 'too_big').filter((message) =>
    LENGTH_WORDING.test(message),
  );
}

/** Values a client may send by mistake or leave out; none of them is too long. */
const NOT_TOO_LONG: [label: string, value: unknown][] = [
  ['absent', undefined],
  ['null', null],
  ['empty', ''],
  ['blank', '   '],
  ['one character', 'x'],
  ['a number', 42],
  ['a boolean', true],
  ['an object', {}],
  ['a list', []],
];

const fieldsWithLengthLimits = exportedSchemas().flatMap(([name, schema]) => {
  const found = new Map<string, z.ZodType>();
  fieldsOf(schema, '', found);
  return [...found]
    .map(([fieldPath, field]) => ({
      field: `${name} ${fieldPath}`,
      schema: field,
      tooLong: tooLongMessages(field),
    }))
    .filter(({ tooLong }) => tooLong.length > 0);
});

describe('schema messages describe their own failure', () => {
  it('finds the length-limited fields of every schema file', () => {
    expect(fieldsWithLengthLimits.length).toBeGreaterThan(50);
    expect(fieldsWithLengthLimits.map(({ field }) => field)).toContain(
      'member.schema.createMemberSchema phone',
    );
  });

  it.each(fieldsWithLengthLimits)(
    '$field: a "too long" message only for too-long input',
    ({ schema, tooLong }) => {
      for (const [label, value] of NOT_TOO_LONG) {
        const misplaced = issueMessages(schema, value).filter((message) => tooLong.includes(message));
        expect({ input: label, misplaced }).toEqual({ input: label, misplaced: [] });
      }
    },
  );

  it('stores an optional text field that is left out as null', () => {
    const member = { firstName: 'Mei', lastName: 'Lin', email: null, birthday: null, gender: null };
    const parsed = createMemberSchema.parse({ ...member, homeCenterId: 1, tags: [] });
    expect(parsed).toMatchObject({ phone: null, address: null, notes: null, photoUrl: null });
    expect(
      createMemberSchema.safeParse({ ...member, homeCenterId: 1, tags: [], phone: 5 }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['phone'], message: 'Enter text, or leave this empty.' })]);
  });
});
