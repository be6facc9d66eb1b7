import { autoMap, exampleRow, mapRows, parseCsv, templateCsv } from './import-csv';

describe('reading a class import file', () => {
  it('maps columns by their headers, whatever the case, spacing or usual synonyms', () => {
    expect(
      autoMap(['Date', 'Start time', 'END', 'Class', 'Room', 'Coach', 'Places', 'Notes', 'Colour']),
    ).toEqual({
      date: 'Date',
      startTime: 'Start time',
      endTime: 'END',
      title: 'Class',
      room: 'Room',
      instructor: 'Coach',
      capacity: 'Places',
      creditCost: '',
      description: 'Notes',
    });
  });

  it('reads the template back with every column mapped and the example row intact', async () => {
    const csv = templateCsv(exampleRow('2030-01-07'));
    const parsed = await parseCsv(new File([`${csv}\r\n\r\n`], 'template.csv', { type: 'text/csv' }));
    const mapping = autoMap(parsed.headers);
    expect(Object.values(mapping).every((column) => column !== '')).toBe(true);
    expect(mapRows(parsed.rows, mapping)).toEqual([exampleRow('2030-01-07')]);
  });

  it('sends only the mapped fields, with quoted commas and missing cells as they are', async () => {
    const parsed = await parseCsv(
      new File(['when,what,room\n2030-01-07,"Yoga, slow",A\n2030-01-08,Spin\n'], 'classes.csv'),
    );
    const rows = mapRows(parsed.rows, { ...autoMap([]), date: 'when', title: 'what', room: 'room' });
    expect(rows).toEqual([
      { date: '2030-01-07', title: 'Yoga, slow', room: 'A' },
      { date: '2030-01-08', title: 'Spin', room: '' },
    ]);
  });

  it('reads a German Excel file: byte order mark, semicolons, German headers, dates with dots, 7:00', async () => {
    const csv =
      '\uFEFFDatum;Beginn;Ende;Kurs;Raum;Trainer;Plätze;Einheiten;Beschreibung\r\n' +
      '31.12.2030;7:00;08:00:00;Rückenfit;Studio A;Emily Hsu;20;1;Für alle\r\n';
    const parsed = await parseCsv(new File([csv], 'kurse.csv'));
    const mapping = autoMap(parsed.headers);
    expect(Object.values(mapping).every((column) => column !== '')).toBe(true);
    expect(mapRows(parsed.rows, mapping)).toEqual([
      {
        date: '2030-12-31',
        startTime: '07:00',
        endTime: '08:00',
        title: 'Rückenfit',
        room: 'Studio A',
        instructor: 'Emily Hsu',
        capacity: '20',
        creditCost: '1',
        description: 'Für alle',
      },
    ]);
  });

  it('reads Taiwanese headers and year-first dates with slashes; leaves day-or-month-first dates alone', async () => {
    const csv =
      '日期,開始時間,結束時間,課程名稱,教室,教練,名額\n' +
      '2030/1/7,18:00,19:00,瑜珈,Studio A,Emily Hsu,20\n01/02/2030,18:00,19:00,瑜珈,Studio A,Emily Hsu,20\n';
    const parsed = await parseCsv(new File([csv], 'classes.csv'));
    const rows = mapRows(parsed.rows, autoMap(parsed.headers));
    expect(rows.map((r) => [r.date, r.startTime, r.title, r.capacity])).toEqual([
      ['2030-01-07', '18:00', '瑜珈', '20'],
      ['01/02/2030', '18:00', '瑜珈', '20'],
    ]);
  });
});
