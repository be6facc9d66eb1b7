import { apiClient } from '@cloudfit/shared/http/api-client';
import { appStore } from '@cloudfit/shared/store/app-store';
import type { LiveEvent } from './live-event';
import { subscribeLive } from './live-stream';

jest.mock('../http/api-client', () => ({ apiClient: { request: jest.fn() } }));

const request = apiClient.request as jest.Mock;

/** A response whose body yields `chunks`, then ends (the server closing the stream). */
function streamOf(...chunks: string[]) {
  const encoder = new TextEncoder();
  let next = 0;
  return {
    body: {
      getReader: () => ({
        read: async () =>
          next < chunks.length ? { done: false, value: encoder.encode(chunks[next++]) } : { done: true },
      }),
    },
  };
}

const change = (id: number, recordId: string) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, resource: 'check-ins', recordId })}\n\n`;

describe('subscribeLive', () => {
  beforeEach(() => {
    // A fresh tab: the connection lives on the window.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('cloudfit.live.connection')];
    appStore.getState().setTokens({ accessToken: 'token', refreshToken: 'refresh' } as never);
    request.mockReset();
  });

  it('hands each change to the subscriber, split across chunks, and reconnects from the last event id', async () => {
    const events: LiveEvent[] = [];
    let connected: () => void = () => undefined;
    const secondConnection = new Promise<void>((resolve) => {
      connected = resolve;
    });
    request
      .mockResolvedValueOnce(
        streamOf('id: 41\n: ready\n\n', change(42, '7').slice(0, 20), change(42, '7').slice(20)),
      )
      .mockImplementationOnce(async () => {
        connected();
        return streamOf(change(43, '8'));
      })
      .mockImplementation(() => new Promise(() => undefined));
    const stop = subscribeLive({ onEvent: (event) => events.push(event) });
    await secondConnection;
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();

    expect(events.map((event) => event.recordId)).toEqual(['7', '8']);
    expect(request.mock.calls[0]![2].headers['last-event-id']).toBeUndefined();
    // The server ended the first stream: the next one catches up from the last event seen.
    expect(request.mock.calls[1]![2].headers['last-event-id']).toBe('42');
  });

  it('tells the subscriber to read everything again when the stream says it missed too much', async () => {
    let resynced: () => void = () => undefined;
    const resync = new Promise<void>((resolve) => {
      resynced = resolve;
    });
    request
      .mockResolvedValueOnce(streamOf('event: resync\ndata: {}\n\n'))
      .mockImplementation(() => new Promise(() => undefined));
    const stop = subscribeLive({ onResync: () => resynced() });
    await resync;
    stop();
  });
});
