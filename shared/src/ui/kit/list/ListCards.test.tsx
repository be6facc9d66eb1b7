import { StatusChip } from '../page/StatusChip';
import { cardParts } from './ListCards';
import type { ListColumn } from './list-types';
import { TitleCell } from './TitleCell';

interface Row {
  number: string;
  name: string;
  status: string;
  phone: string;
  total: number;
}

const row: Row = { number: 'M1', name: 'Ada', status: 'active', phone: '0912', total: 5 };

describe('what each column is on a card', () => {
  it('names the row by its TitleCell column, shows the status, leaves out what the table hides first', () => {
    const columns: ListColumn<Row>[] = [
      { key: 'number', header: 'No.' },
      { key: 'name', header: 'Member', render: (r) => <TitleCell title={r.name} /> },
      { key: 'status', header: 'Status' },
      { key: 'phone', header: 'Phone', hideBelow: 'sm' },
      { key: 'total', header: 'Total', align: 'right' },
    ];
    expect(cardParts(columns, row)).toEqual(['secondary', 'primary', 'status', 'hidden', 'secondary']);
  });

  it('without a TitleCell the first column names the row; a StatusChip cell is a status even if the table hides it', () => {
    const columns: ListColumn<Row>[] = [
      { key: 'number', header: 'No.' },
      { key: 'name', header: 'Member' },
      {
        key: 'state',
        header: 'State',
        hideBelow: 'md',
        render: (r) => <StatusChip label={r.status} />,
      },
    ];
    expect(cardParts(columns, row)).toEqual(['primary', 'secondary', 'status']);
  });

  it('a column that says what it is on a card is that', () => {
    const columns: ListColumn<Row>[] = [
      { key: 'number', header: 'No.', card: 'hidden' },
      { key: 'name', header: 'Member', card: 'secondary' },
      { key: 'total', header: 'Total', card: 'primary' },
      { key: 'phone', header: 'Phone', card: 'action' },
    ];
    expect(cardParts(columns, row)).toEqual(['hidden', 'secondary', 'primary', 'action']);
  });

  it('before the first answer, with no row to look at, the first column still names the row', () => {
    const columns: ListColumn<Row>[] = [
      { key: 'number', header: 'No.' },
      { key: 'status', header: 'Status' },
    ];
    expect(cardParts(columns, undefined)).toEqual(['primary', 'status']);
  });
});
