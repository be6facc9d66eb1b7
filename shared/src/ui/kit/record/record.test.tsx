import { apiClient } from '@cloudfit/shared/http/api-client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { recordKey, useRecord } from './record-query';
import { useSaveRecord } from './save-record';

jest.mock('@cloudfit/shared/http/api-client', () => ({
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
}));

const get = apiClient.get as jest.Mock;
const post = apiClient.post as jest.Mock;
const put = apiClient.put as jest.Mock;

interface Room {
  id: number;
  name: string;
  version: number;
}

/** The server's rooms, as GET, POST and PUT see them. */
let rooms: Room[];

beforeEach(() => {
  rooms = [{ id: 1, name: 'Studio A', version: 1 }];
  get.mockReset().mockImplementation(async (path: string) => {
    if (path === 'rooms') return { items: rooms, total: rooms.length };
    const room = rooms.find((r) => `rooms/${r.id}` === path);
    if (!room) throw new Error(`no ${path}`);
    return room;
  });
  post.mockReset().mockImplementation(async (_path: string, input: { name: string }) => {
    const room = { id: rooms.length + 1, name: input.name, version: 1 };
    rooms = [...rooms, room];
    return room;
  });
  put.mockReset().mockImplementation(async (path: string, input: { name: string }) => {
    rooms = rooms.map((r) =>
      `rooms/${r.id}` === path ? { ...r, name: input.name, version: r.version + 1 } : r,
    );
    return rooms.find((r) => `rooms/${r.id}` === path);
  });
});

function renderWith(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return queryClient;
}

function RoomList() {
  const list = useQuery({
    queryKey: ['rooms', 'list', {}],
    queryFn: () => apiClient.get<{ items: Room[] }>('rooms'),
  });
  return <p>List: {list.data?.items.map((room) => room.name).join(', ')}</p>;
}

function RoomName({ id, label }: { id: number | null; label: string }) {
  const room = useRecord<Room>('rooms', id);
  return (
    <p>
      {label}: {room.data ? `${room.data.name} v${room.data.version}` : room.isFetching ? 'loading' : 'none'}
    </p>
  );
}

function SaveButton(props: {
  id: number | null;
  name: string;
  keepAnswer?: boolean;
  waitForRefresh?: boolean;
  invalidate?: string[][];
}) {
  const [saved, setSaved] = useState<Room | null>(null);
  const save = useSaveRecord<Room, { name: string }>('rooms', props.id, {
    keepAnswer: props.keepAnswer,
    waitForRefresh: props.waitForRefresh,
    invalidate: props.invalidate,
  });
  return (
    <>
      <button type="button" onClick={() => void save({ name: props.name }).then(setSaved)}>
        Save {props.name}
      </button>
      {saved && <p>Saved room {saved.id}</p>}
    </>
  );
}

const calendar = jest.fn(async () => 'week');

function Calendar() {
  useQuery({ queryKey: ['classes', 'week'], queryFn: calendar });
  return null;
}

function SaveSettings() {
  const save = useSaveRecord<unknown, object>('settings', 'all', { path: 'settings' });
  return (
    <button type="button" onClick={() => void save({ currency: 'EUR' })}>
      Save settings
    </button>
  );
}

describe('useRecord', () => {
  it('reads GET <resource>/<id> once for every screen part showing the record', async () => {
    renderWith(
      <>
        <RoomName id={1} label="Header" />
        <RoomName id={1} label="Form" />
      </>,
    );
    expect(await screen.findByText('Header: Studio A v1')).toBeTruthy();
    expect(screen.getByText('Form: Studio A v1')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('rooms/1', expect.anything());
  });

  it('reads nothing without an id', () => {
    renderWith(<RoomName id={null} label="Room" />);
    expect(screen.getByText('Room: none')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('keeps the record under the one key other screens read and write', async () => {
    const queryClient = renderWith(<RoomName id={1} label="Room" />);
    await screen.findByText('Room: Studio A v1');
    expect(queryClient.getQueryData(['rooms', 'record', 1])).toEqual(rooms[0]);
    expect(recordKey('rooms', 1)).toEqual(['rooms', 'record', 1]);
  });
});

describe('useSaveRecord', () => {
  it('POSTs a new record, and the lists of the resource show it', async () => {
    renderWith(
      <>
        <RoomList />
        <SaveButton id={null} name="Studio B" />
      </>,
    );
    await screen.findByText('List: Studio A');
    await userEvent.click(screen.getByRole('button', { name: 'Save Studio B' }));
    expect(await screen.findByText('List: Studio A, Studio B')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('rooms', { name: 'Studio B' });
    expect(put).not.toHaveBeenCalled();
  });

  it('PUTs an existing record, and its lists and every view of it show the change', async () => {
    renderWith(
      <>
        <RoomList />
        <RoomName id={1} label="Room" />
        <SaveButton id={1} name="Spin room" />
      </>,
    );
    await screen.findByText('Room: Studio A v1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Spin room' }));
    expect(await screen.findByText('List: Spin room')).toBeTruthy();
    expect(await screen.findByText('Room: Spin room v2')).toBeTruthy();
    expect(put).toHaveBeenCalledWith('rooms/1', { name: 'Spin room' });
  });

  it('with keepAnswer shows the saved record at once, without reading it again', async () => {
    renderWith(
      <>
        <RoomName id={1} label="Room" />
        <SaveButton id={1} name="Spin room" keepAnswer />
      </>,
    );
    await screen.findByText('Room: Studio A v1');
    get.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Save Spin room' }));
    expect(await screen.findByText('Room: Spin room v2')).toBeTruthy();
    expect(get).not.toHaveBeenCalledWith('rooms/1', expect.anything());
  });

  it('with keepAnswer a new record shows on its own screen without being read', async () => {
    // The app's client keeps an answer fresh for 15 s.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } });
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <SaveButton id={null} name="Studio B" keepAnswer />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Studio B' }));
    await screen.findByText('Saved room 2');
    rerender(
      <QueryClientProvider client={queryClient}>
        <RoomName id={2} label="New room" />
      </QueryClientProvider>,
    );
    expect(screen.getByText('New room: Studio B v1')).toBeTruthy();
    expect(get).not.toHaveBeenCalledWith('rooms/2', expect.anything());
  });

  it('waits for the lists to show the change, or with waitForRefresh false settles at once', async () => {
    let answerList: (() => void) | null = null;
    const listed = get.getMockImplementation();
    renderWith(
      <>
        <RoomList />
        <SaveButton id={1} name="Spin room" waitForRefresh={false} />
      </>,
    );
    await screen.findByText('List: Studio A');
    get.mockImplementation(
      (path: string, options: unknown) =>
        new Promise((resolve) => {
          answerList = () => resolve(listed?.(path, options));
        }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Spin room' }));
    expect(await screen.findByText('Saved room 1')).toBeTruthy();
    expect(screen.getByText('List: Studio A')).toBeTruthy();
    await waitFor(() => expect(answerList).not.toBeNull());
    answerList!();
    expect(await screen.findByText('List: Spin room')).toBeTruthy();
  });

  it('refreshes the other queries it is given', async () => {
    calendar.mockClear();
    renderWith(
      <>
        <Calendar />
        <SaveButton id={1} name="Spin room" invalidate={[['classes']]} />
      </>,
    );
    await waitFor(() => expect(calendar).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Save Spin room' }));
    await waitFor(() => expect(calendar).toHaveBeenCalledTimes(2));
  });

  it('saves a single record at its own address', async () => {
    put.mockResolvedValue({ currency: 'EUR' });
    renderWith(<SaveSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('settings', { currency: 'EUR' }));
  });
});
