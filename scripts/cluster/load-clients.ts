// Clients reading and writing through the proxy, for the fault checks and the cluster bench.
export interface LoadFigures {
  sent: number;
  ok: number;
  failed: number;
  /** Reads that failed once and were sent again (each read is retried once; writes never are). */
  retriedReads: number;
  writesAcknowledged: number;
  /** Every failure: what, when it started and ended (ms since the epoch), and how. */
  failures: { kind: 'read' | 'write'; startedAt: number; endedAt: number; status: number | string }[];
  /** Slowest answer, in ms, and statuses seen. */
  slowestMs: number;
  statuses: Record<string, number>;
  /** Every answer's time in ms, in order. */
  latencies: number[];
}

export interface Acknowledged {
  id: number;
  lastName: string;
}

/** A request never waits longer than this; a hang counts as a failure. */
export const REQUEST_TIMEOUT_MS = 10_000;

export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const SEARCHES = ['chang', 'lin', 'wang', 'amy', '0912', 'chen', 'M0012', 'li'];

export interface LoadOptions {
  baseUrl: string;
  token: string;
  clients: number;
  /** Share of requests that are writes (a new member), 0..1. */
  writeShare: number;
  /** A label in the created members' last names, to find them afterwards. */
  tag: string;
  /** Called with each answer's status and time, e.g. to watch a database outage. */
  onAnswer?: (status: number | string, startedAt: number, endedAt: number) => void;
}

/** Runs `clients` loops until `stop()`; resolves with their figures and the writes acknowledged. */
export function startLoad(options: LoadOptions) {
  const figures: LoadFigures = {
    sent: 0,
    ok: 0,
    failed: 0,
    retriedReads: 0,
    writesAcknowledged: 0,
    failures: [],
    slowestMs: 0,
    statuses: {},
    latencies: [],
  };
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  let sequence = 0;

  const send = async (path: string, init: RequestInit = {}) => {
    const startedAt = Date.now();
    figures.sent += 1;
    let status: number | string;
    let body: unknown;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      body = await response.json().catch(() => undefined);
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
    }
    const endedAt = Date.now();
    figures.slowestMs = Math.max(figures.slowestMs, endedAt - startedAt);
    figures.latencies.push(endedAt - startedAt);
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    options.onAnswer?.(status, startedAt, endedAt);
    return { status, body, startedAt, endedAt };
  };

  const client = async (clientNumber: number) => {
    while (!stopped) {
      const write = Math.random() < options.writeShare;
      if (write) {
        const lastName = `${options.tag}-${clientNumber}-${sequence++}`;
        const answer = await send('/api/v1/members', {
          method: 'POST',
          body: JSON.stringify({
            firstName: 'Load',
            lastName,
            email: null,
            birthday: null,
            gender: null,
            homeCenterId: 1,
            tags: [],
          }),
        });
        if (answer.status === 201) {
          figures.ok += 1;
          figures.writesAcknowledged += 1;
          acknowledged.push({ id: (answer.body as { id: number }).id, lastName });
        } else {
          figures.failed += 1;
          figures.failures.push({ kind: 'write', ...answer });
        }
      } else {
        const path = `/api/v1/members?q=${SEARCHES[Math.floor(Math.random() * SEARCHES.length)]}`;
        let answer = await send(path);
        if (answer.status !== 200) {
          figures.retriedReads += 1;
          answer = await send(path);
          // The retry is the read's answer: count the read once.
          figures.sent -= 1;
        }
        if (answer.status === 200) figures.ok += 1;
        else {
          figures.failed += 1;
          figures.failures.push({ kind: 'read', ...answer });
        }
      }
    }
  };

  const running = Promise.all(Array.from({ length: options.clients }, (_, number) => client(number)));
  return {
    figures,
    acknowledged,
    stop: async () => {
      stopped = true;
      await running;
      return { figures, acknowledged };
    },
  };
}
