import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState, type QueryStateProps } from './QueryState';

function Loaded(props: { load(): Promise<string> } & Omit<QueryStateProps<string>, 'query' | 'children'>) {
  const query = useQuery({ queryKey: ['thing'], queryFn: props.load, retry: false });
  return (
    <QueryState query={query} waiting={props.waiting} frame={props.frame}>
      {(text) => <p>{text}</p>}
    </QueryState>
  );
}

function renderLoaded(props: Parameters<typeof Loaded>[0]) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Loaded {...props} />
    </QueryClientProvider>,
  );
}

describe('a query on screen', () => {
  it('says it is loading, then shows the content', async () => {
    let answer!: (text: string) => void;
    renderLoaded({ load: () => new Promise<string>((resolve) => (answer = resolve)) });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer('Ten members');
    expect(await screen.findByText('Ten members')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('names a failure and loads again on Retry', async () => {
    let calls = 0;
    renderLoaded({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return 'Back online';
      },
      frame: (state) => <section aria-label="card">{state}</section>,
    });
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'card' })).toContainElement(screen.getByRole('alert'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
  });

  it('waits with a spinner or a block of the content height when asked', () => {
    const never = () => new Promise<string>(() => {});
    const { unmount } = renderLoaded({ load: never, waiting: 'spinner' });
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('progressbar', { name: 'Loading' }));
    unmount();
    renderLoaded({ load: never, waiting: { height: 200 } });
    expect(screen.getByLabelText('Loading')).toHaveStyle({ height: '200px' });
  });
});
