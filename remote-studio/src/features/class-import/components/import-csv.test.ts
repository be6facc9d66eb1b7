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
});
