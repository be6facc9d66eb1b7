import {
  GOOD_TABLE_STATUSES,
  type GoodTableRow,
  type GoodTableRowGroup,
  type GoodTableSsrQuery,
  type GoodTableSsrResponse,
} from '@cloudfit/shared/schemas/demo/good-table.schema';
import { englishFaker } from '../../english-faker';

const ROW_COUNT = 100;
const SEED = 1212;
const POSTS = [
  'Accountant',
  'Nuclear Power Engineer',
  'Environmental Specialist',
  'Sales Representative',
  'Operator',
  'Senior Cost Accountant',
  'Software Consultant',
  'Web Designer',
];

/** The good-table employees: the same 100 rows on every start (a local generator with a fixed seed). */
export function generateGoodTableRows(): GoodTableRow[] {
  const faker = englishFaker(SEED);
  return Array.from({ length: ROW_COUNT }, (_, index) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    return {
      id: index + 1,
      avatar: null,
      fullName: `${firstName} ${lastName}`,
      post: faker.helpers.arrayElement(POSTS),
      email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      city: faker.location.city(),
      startDate: faker.date
        .between({ from: '2015-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' })
        .toISOString()
        .slice(0, 10),
      salary: faker.number.int({ min: 20, max: 250 }) * 1000,
      age: faker.number.int({ min: 21, max: 65 }),
      experience: faker.number.int({ min: 0, max: 20 }),
      status: faker.helpers.arrayElement(GOOD_TABLE_STATUSES),
    };
  });
}

/** Rows under one heading per post, posts in alphabetical order. */
export function groupRowsByPost(rows: GoodTableRow[]): GoodTableRowGroup[] {
  const posts = [...new Set(rows.map((row) => row.post))].sort((a, b) => a.localeCompare(b));
  return posts.map((label) => ({ mode: 'span', label, children: rows.filter((row) => row.post === label) }));
}

const SEARCHED_FIELDS = ['fullName', 'email', 'post', 'city'] as const;

/** One page of rows: case-insensitive substring search, sort with the id as tiebreaker, then paging. */
export function pageRows(rows: GoodTableRow[], query: GoodTableSsrQuery): GoodTableSsrResponse {
  const needle = query.q?.toLowerCase();
  const matching = needle
    ? rows.filter((row) => SEARCHED_FIELDS.some((field) => row[field].toLowerCase().includes(needle)))
    : rows;
  const sortBy = query.sortBy ?? 'id';
  const direction = query.sortDesc ? -1 : 1;
  const sorted = matching.toSorted((a, b) => {
    const left = a[sortBy];
    const right = b[sortBy];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right));
    return order === 0 ? a.id - b.id : order * direction;
  });
  const start = (query.page - 1) * query.perPage;
  return { total: matching.length, rows: sorted.slice(start, start + query.perPage) };
}
