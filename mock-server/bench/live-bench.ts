import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeArgumentsFrom, percentile, rssMb, signIn, startBenchServer } from './bench-server';

/**
 * `pnpm bench`'s live part: STREAMS front-desk clients hold the event stream (GET /events) of one
 * API process while a check-in is written every WRITE_EVERY_MS. For each check-in and each client:
 * the time from sending the write to the event arriving, and from the write's answer (its commit
 * is done by then) to the event (negative when the event came first); the server's memory (RSS)
 * before the streams, with them open, and at most during the writes. Not a test.
 *
 *   pnpm --filter mock-server exec tsx bench/live-bench.ts
 *   DATABASE_URL=postgres://... (a seeded database) measures on PostgreSQL instead of a fresh PGlite
 *
 * Writes bench/results/live-latest.json.
 */

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS || 200);
const WRITE_EVERY_MS = 100;
const WRITES = Number(process.env.BENCH_LIVE_WRITES || 200);
const RESULTS_DIR = path.join(__dirname, 'results');
const JWT_SECRET = 'cloudfit-live-bench-secret-not-for-production';

/** Check-in id to the times each client received it. */
type Arrivals = Map<string, number[]>;

async function openStream(base: string, token: string, arrivals: Arrivals, signal: AbortSignal) {
  const response = await fetch(`${base}/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
  });
  if (response.status !== 200) throw new Error(`stream: ${response.status}`);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const now = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: change$/m.test(block) && data) {
            const event = JSON.parse(data) as { resource: string; recordId: string };
            if (event.resource === 'check-ins') {
              const times = arrivals.get(event.recordId) ?? [];
              times.push(now);
              arrivals.set(event.recordId, times);
            }
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // closed at the end of the run
    }
  })();
}

async function main() {
  const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(
    `live bench on ${engine}: ${STREAMS} streams, a check-in every ${WRITE_EVERY_MS} ms, ${WRITES} check-ins`,
  );
  // BENCH_LIVE_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const server = await startBenchServer({
    jwtSecret: JWT_SECRET,
    extraNodeArguments: nodeArgumentsFrom(process.env.BENCH_LIVE_NODE_ARGS),
  });
  try {
    const desk = await signIn(server.base, 'client@demo.com', 'client');
    const admin = await signIn(server.base, 'admin@demo.com', 'admin');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rssBeforeStreamsMb = rssMb(server.process.pid);
    const controller = new AbortController();
    const arrivals: Arrivals = new Map();
    for (let stream = 0; stream < STREAMS; stream++) {
      await openStream(server.base, desk, arrivals, controller.signal);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rssWithStreamsMb = rssMb(server.process.pid);

    const writes: { id: string; sentAt: number; answeredAt: number }[] = [];
    let rssMaxMb = rssWithStreamsMb;
    const pending: Promise<void>[] = [];
    const startedAt = performance.now();
    for (let write = 0; write < WRITES; write++) {
      const due = startedAt + write * WRITE_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      pending.push(
        (async () => {
          const sentAt = performance.now();
          const response = await fetch(`${server.base}/check-ins`, {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
            body: JSON.stringify({ memberId: 1 + (write % 500), centerId: 1, confirmRepeat: true }),
          });
          const answeredAt = performance.now();
          if (response.status !== 201)
            throw new Error(`check-in: ${response.status} ${await response.text()}`);
          const { checkIn } = (await response.json()) as { checkIn: { id: number } };
          writes.push({ id: String(checkIn.id), sentAt, answeredAt });
        })(),
      );
      if (write % 10 === 0) rssMaxMb = Math.max(rssMaxMb, rssMb(server.process.pid));
    }
    await Promise.all(pending);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    rssMaxMb = Math.max(rssMaxMb, rssMb(server.process.pid));
    controller.abort();

    const fromSend: number[] = [];
    const fromAnswer: number[] = [];
    let missing = 0;
    for (const write of writes) {
      const times = arrivals.get(write.id) ?? [];
      missing += STREAMS - times.length;
      for (const at of times) {
        fromSend.push(at - write.sentAt);
        fromAnswer.push(at - write.answeredAt);
      }
    }
    fromSend.sort((a, b) => a - b);
    fromAnswer.sort((a, b) => a - b);
    const writeLatency = writes.map((write) => write.answeredAt - write.sentAt).sort((a, b) => a - b);
    const result = {
      startedAt: new Date().toISOString(),
      engine,
      streams: STREAMS,
      writeEveryMs: WRITE_EVERY_MS,
      writes: writes.length,
      deliveries: fromSend.length,
      missingDeliveries: missing,
      writeAnswerMs: { p50: percentile(writeLatency, 50), p99: percentile(writeLatency, 99) },
      writeSentToEventMs: { p50: percentile(fromSend, 50), p99: percentile(fromSend, 99) },
      writeAnsweredToEventMs: { p50: percentile(fromAnswer, 50), p99: percentile(fromAnswer, 99) },
      serverRssMb: {
        beforeStreams: rssBeforeStreamsMb,
        withStreams: rssWithStreamsMb,
        maxDuringWrites: rssMaxMb,
      },
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
    };
    console.table({
      'write answer': result.writeAnswerMs,
      'write sent → event': result.writeSentToEventMs,
      'write answered → event': result.writeAnsweredToEventMs,
    });
    console.log(
      `deliveries ${result.deliveries} (missing ${missing}); server RSS ${rssBeforeStreamsMb} MB before the streams, ${rssWithStreamsMb} MB with ${STREAMS}, at most ${rssMaxMb} MB during the writes`,
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, 'live-latest.json');
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
