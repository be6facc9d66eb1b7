import '../kit.i18n';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { useLocation } from '@cloudfit/shared/router/app-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
// biome-ignore lint/style/noRestrictedImports: the test's own router; the screens' app-router is this package
import { MemoryRouter } from 'react-router';
import { clientRows } from './client-rows';
import { ListDataTable } from './DataTable';
import { ListPageSize } from './ListPageSize';
import type { ListPage } from './list-query';
import type { ListColumn } from './list-types';
import { ResourceList } from './ResourceList';
import { type ListSource, useListController } from './use-list-controller';

jest.mock('@cloudfit/shared/http/api-client', () => ({ apiClient: { get: jest.fn() } }));
const get = apiClient.get as jest.Mock;
// userEvent types key by key: slow on a busy machine.
jest.setTimeout(20_000);

interface Invoice {
  id: number;
  client: string;
  total: number;
}

/** 23 invoices: #1 to #23, clients A to W, totals 230 down to 10. */
const INVOICES: Invoice[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  client: `Client ${String.fromCharCode(65 + index)}`,
  total: (23 - index) * 10,
}));

const COLUMNS: ListColumn<Invoice>[] = [
  { key: 'id', header: 'Number', sortKey: 'id', render: (row) => `#${row.id}` },
  { key: 'client', header: 'Client', sortKey: 'client' },
  { key: 'total', header: 'Total', sortKey: 'total', align: 'right' },
];

/** The demo API's shape: `{ invoices, total }`, searched, sorted and paged like the server does. */
function demoAnswer(searchParams: Record<string, string | number | boolean>) {
  const q = String(searchParams.q ?? '').toLowerCase();
  const found = INVOICES.filter((row) => row.client.toLowerCase().includes(q));
  const by = searchParams.sortBy as keyof Invoice | undefined;
  if (by) found.sort((a, b) => (a[by] < b[by] ? -1 : 1) * (searchParams.sortDesc ? -1 : 1));
  const page = Number(searchParams.page);
  const perPage = Number(searchParams.perPage);
  return { invoices: found.slice((page - 1) * perPage, page * perPage), total: found.length };
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function InvoiceList({ source, selectable }: { source: ListSource<Invoice>; selectable?: boolean }) {
  const list = useListController<Invoice>({
    source,
    sortKeys: ['id', 'client', 'total'],
    pageSizes: [10, 25],
    selectable,
  });
  return (
    <>
      <input aria-label="Search" {...list.searchField} />
      <output aria-label="picked">{JSON.stringify(list.selection)}</output>
      <ListDataTable
        list={list}
        caption="Invoices"
        columns={COLUMNS}
        emptyText="No invoices"
        paginationStart={<ListPageSize list={list} />}
      />
    </>
  );
}

function renderAt(ui: ReactNode, address = '/invoices') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        {ui}
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shownNumbers = () =>
  screen.queryAllByTestId('list-row').map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (_path: string, options: { searchParams: Record<string, string> }) =>
    demoAnswer(options.searchParams),
  );
});

describe('useListController with a server list of another answer shape', () => {
  const source: ListSource<Invoice> = {
    kind: 'server',
    resource: 'apps/invoice/invoices',
    adapt: (body) => {
      const { invoices, total } = body as { invoices: Invoice[]; total: number };
      return { items: invoices, total };
    },
    queryKey: ['demo', 'invoices', 'list'],
  };

  it('shows the adapted page, and pages and sorts on the server with the state in the address', async () => {
    const user = userEvent.setup();
    renderAt(<InvoiceList source={source} />);
    expect(await screen.findByText('1–10 of 23')).toBeVisible();
    expect(shownNumbers()).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9', '#10']);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 23')).toBeVisible();
    expect(address()).toBe('?page=2');
    expect(get).toHaveBeenLastCalledWith(
      'apps/invoice/invoices',
      expect.objectContaining({ searchParams: { page: 2, perPage: 10 } }),
    );

    await user.click(screen.getByRole('button', { name: 'Total' }));
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(address()).toBe('?sortBy=total&sortDesc=true');
    expect(await screen.findByText('1–10 of 23')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    expect(shownNumbers()[0]).toBe('#1');
  });

  it('searches once the typing pauses, from the first page, without a history entry per key', async () => {
    const user = userEvent.setup();
    renderAt(<InvoiceList source={source} />, '/invoices?page=2');
    expect(await screen.findByText('11–20 of 23')).toBeVisible();
    get.mockClear();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'client c');
    // Nothing is asked while the user types.
    expect(get).not.toHaveBeenCalled();
    expect(await screen.findByText('1–1 of 1', {}, { timeout: 2000 })).toBeVisible();
    expect(address()).toBe('?q=client+c');
    expect(get).toHaveBeenCalledTimes(1);
    expect(shownNumbers()).toEqual(['#3']);
  });

  it('searches at once on Enter (a scanner ends the number with it), without waiting for the pause', async () => {
    const user = userEvent.setup();
    renderAt(<InvoiceList source={source} />, '/invoices?page=2');
    expect(await screen.findByText('11–20 of 23')).toBeVisible();
    get.mockClear();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'client c{Enter}');
    expect(address()).toBe('?q=client+c');
    expect(await screen.findByText('1–1 of 1')).toBeVisible();
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('useListController with the rows in memory', () => {
  it('searches, sorts, pages and changes the page size in the browser, with the same views', async () => {
    const user = userEvent.setup();
    renderAt(<InvoiceList source={clientRows(INVOICES, { searchText: (row) => row.client })} />);
    expect(screen.getByText('1–10 of 23')).toBeVisible();
    expect(get).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(shownNumbers()[0]).toBe('#23');
    expect(address()).toBe('?sortBy=total');

    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(screen.getByText('21–23 of 23')).toBeVisible();
    expect(shownNumbers()).toEqual(['#3', '#2', '#1']);

    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(screen.getByText('1–23 of 23')).toBeVisible();
    expect(address()).toBe('?sortBy=total&perPage=25');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'client w');
    await waitFor(() => expect(address()).toBe('?sortBy=total&perPage=25&q=client+w'), { timeout: 3000 });
    expect(shownNumbers()).toEqual(['#23']);
    expect(screen.getByText('1–1 of 1')).toBeVisible();
  });

  it('shows the loading bar until the rows arrive, and says when nothing matches', () => {
    const { unmount } = renderAt(<InvoiceList source={clientRows<Invoice>(undefined, { loading: true })} />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(screen.queryAllByTestId('list-row')).toHaveLength(0);
    unmount();
    renderAt(<InvoiceList source={clientRows<Invoice>([])} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('list-empty')).toHaveTextContent('No invoices');
  });

  it('picks rows page by page and forgets them when the search changes', async () => {
    const user = userEvent.setup();
    renderAt(<InvoiceList source={clientRows(INVOICES, { searchText: (row) => row.client })} selectable />);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByLabelText('picked')).toHaveTextContent(
      JSON.stringify({ kind: 'ids', ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }),
    );
    await user.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[1] as HTMLElement);
    expect(screen.getByLabelText('picked')).toHaveTextContent(
      JSON.stringify({ kind: 'ids', ids: [1, 3, 4, 5, 6, 7, 8, 9, 10] }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'client');
    await waitFor(() => expect(screen.getByLabelText('picked')).toHaveTextContent('null'), {
      timeout: 3000,
    });
  });
});

describe('ResourceList on the controller', () => {
  it('reads `{ items, total }` pages of its resource, with the total under the title', async () => {
    get.mockImplementation(async (_path: string, options: { searchParams: Record<string, number> }) => {
      const page: ListPage<Invoice> = demoAnswer(options.searchParams) as never;
      const { invoices, total } = page as unknown as { invoices: Invoice[]; total: number };
      return { items: invoices, total };
    });
    renderAt(
      <ResourceList<Invoice>
        resource="invoices"
        title="Invoices"
        subtitle={(total) => `${total} invoices`}
        columns={COLUMNS}
        centerParam={false}
        emptyText={() => 'No invoices'}
      />,
    );
    expect(await screen.findByText('23 invoices')).toBeVisible();
    expect(shownNumbers()).toHaveLength(10);
    expect(get).toHaveBeenCalledWith(
      'invoices',
      expect.objectContaining({ searchParams: { page: 1, perPage: 10 } }),
    );
  });
});
