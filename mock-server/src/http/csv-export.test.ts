import Fastify from 'fastify';
import Papa from 'papaparse';
import { type CsvColumn, type CsvFormat, csvChunks, sendCsv } from './csv-export';

interface Person {
  name: string;
  note: string | null;
  amount: number;
}

const columns: CsvColumn<Person>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Amount', value: (row) => row.amount },
];
const english: CsvFormat = { locale: 'en', currency: 'TWD', timeZone: 'Asia/Taipei' };

const people: Person[] = Array.from({ length: 1234 }, (_, index) => ({
  name: index % 7 === 0 ? `Lin, "Mei" ${index}` : `Wang ${index}`,
  note: index % 5 === 0 ? null : index % 11 === 0 ? '=HYPERLINK("http://evil")' : `line one\nline ${index}`,
  amount: index * 100,
}));

/** The file as one `Papa.unparse` of every row gives it: what the export sent before it streamed. */
function wholeFile(rows: Person[]): string {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row, 'en') ?? '')),
    },
    { escapeFormulae: true },
  );
  return `\uFEFF${csv}`;
}

async function joined(chunks: AsyncIterable<string>): Promise<{ text: string; count: number }> {
  let text = '';
  let count = 0;
  for await (const chunk of chunks) {
    text += chunk;
    count += 1;
  }
  return { text, count };
}

describe('CSV export', () => {
  it('streams exactly the text one unparse of every row gives, in several chunks', async () => {
    const streamed = await joined(csvChunks(people, columns, english));
    expect(streamed.text).toBe(wholeFile(people));
    expect(streamed.count).toBeGreaterThan(2);
    expect(streamed.text).toContain('"\'=HYPERLINK(""http://evil"")"');
  });

  it('gives the header line alone for no rows, and reads rows from an async source', async () => {
    expect((await joined(csvChunks([], columns, english))).text).toBe(wholeFile([]));
    async function* fromCursor() {
      yield* people.slice(0, 3);
    }
    expect((await joined(csvChunks(fromCursor(), columns, english))).text).toBe(
      wholeFile(people.slice(0, 3)),
    );
  });

  it('sends a download with the CSV type and file name', async () => {
    const app = Fastify();
    app.get('/people.csv', (_request, reply) => sendCsv(reply, 'people.csv', people, columns, english));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${origin}/people.csv`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="people.csv"');
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())).toBe(
        wholeFile(people),
      );
    } finally {
      await app.close();
    }
  });

  it("writes money in major units with the currency in its header, by the user's number conventions", async () => {
    interface Sale {
      item: string;
      total: number;
      share: number;
    }
    const sales: Sale[] = [
      { item: 'Expense', total: 1_234_500, share: 12.5 },
      { item: 'Invoice; "paid"', total: 468_720, share: 0 },
      { item: 'Refund', total: -5, share: 100 },
    ];
    const saleColumns: CsvColumn<Sale>[] = [
      { header: 'Item', value: (row) => row.item },
      { header: 'Total', value: (row) => row.total, kind: 'money' },
      { header: 'Share %', value: (row) => row.share, kind: 'decimal' },
    ];
    const parsed = async (format: CsvFormat) => {
      const { text } = await joined(csvChunks(sales, saleColumns, format));
      expect(text.startsWith('\uFEFF')).toBe(true);
      return Papa.parse<string[]>(text.slice(1), { delimiter: '' }).data;
    };
    expect(await parsed(english)).toEqual([
      ['Item', 'Total (TWD)', 'Share %'],
      ['Expense', '12345.00', '12.5'],
      ['Invoice; "paid"', '4687.20', '0'],
      ['Refund', '-0.05', '100'],
    ]);
    const headers = { de: 'Position;Summe', fr: 'Article;Total', pt: 'Item;Total' } as const;
    for (const locale of ['de', 'fr', 'pt'] as const) {
      const text = (
        await joined(csvChunks(sales, saleColumns, { locale, currency: 'EUR', timeZone: 'Europe/Berlin' }))
      ).text;
      expect(text.split('\r\n')[0]).toBe(`\uFEFF${headers[locale]} (EUR);Share %`);
      expect(Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data.slice(1)).toEqual([
        ['Expense', '12345,00', '12,5'],
        ['Invoice; "paid"', '4687,20', '0'],
        ['Refund', '-0,05', '100'],
      ]);
    }
    expect((await parsed({ locale: 'zh-TW', currency: 'TWD', timeZone: 'Asia/Taipei' }))[1]).toEqual([
      'Expense',
      '12345.00',
      '12.5',
    ]);
  });
});
