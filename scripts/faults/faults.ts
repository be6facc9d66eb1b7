// The fault checks of the production shape, run against a cluster `scripts/faults/run-faults.sh`
// started: 10 clients read and write through the proxy while (1) one API process of two is
// SIGKILLed, (2) every API process is restarted in turn, (3) PostgreSQL is restarted. Prints the
// figures of each and exits 1 when one fails its bar. Then, in Chromium, (4) every file of the shell
// and of the remotes comes from the static origin while the API processes send the page, the CSP
// refuses nothing and the member list opens; (5) the static origin goes down: the page says its
// files did not answer and loads them on Retry once the origin is back, signed out and for a
// signed-in browser whose member list the server rendered.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { type Browser, chromium } from '@playwright/test';
import { encodePageCookie, PAGE_COOKIE } from '../../shared/src/page/page-cookie';
import { type Acknowledged, type LoadFigures, signIn, startLoad } from '../cluster/load-clients';
import { checkFilesFromStaticOrigin } from './static-origin-check';

const env = Object.fromEntries(
  readFileSync(process.argv[2] ?? `${process.env.CLUSTER_DIR}/run/cluster.env`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
) as Record<string, string>;
const baseUrl = env.CLUSTER_URL!;
const clusterDir = env.CLUSTER_DIR!;
const CLIENTS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const)
    : ([command, args] as const);

function psql(query: string): string {
  const [command, args] = asPostgres(`${env.PG_BIN}/psql`, [env.DATABASE_URL!, '-Atqc', query]);
  return execFileSync(command, args, { encoding: 'utf8' }).trim();
}

function pgCtl(...args: string[]) {
  const [command, commandArgs] = asPostgres(`${env.PG_BIN}/pg_ctl`, ['-D', env.PG_DATA!, ...args]);
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pg_ctl ${args.join(' ')}: ${result.stderr}`);
}

/** HAProxy's view of each API process: `UP`, `DOWN`, `MAINT`... (its stats socket). */
function serverStates(): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(`${clusterDir}/run/haproxy.sock`);
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const states: Record<string, string> = {};
      for (const line of text.split('\n')) {
        const fields = line.split(',');
        if (fields[0] === 'api' && fields[1]?.startsWith('api'))
          states[fields[1]] = fields[17]!.split(' ')[0]!;
      }
      resolve(states);
    });
    socket.write('show stat\n');
  });
}

async function waitForState(server: string, wanted: string, timeoutMs: number): Promise<number> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < timeoutMs) {
    if ((await serverStates())[server] === wanted) return Date.now() - startedAt;
    await sleep(50);
  }
  throw new Error(`${server} did not become ${wanted} within ${timeoutMs} ms`);
}

const apiPid = (number: number) => Number(readFileSync(`${clusterDir}/run/api-${number}.pid`, 'utf8'));

/** Acknowledged writes whose member is not in the database with its last name. */
function lostWrites(acknowledged: Acknowledged[]): Acknowledged[] {
  if (!acknowledged.length) return [];
  const found = new Set(
    psql(
      `select id || ':' || last_name from members where id in (${acknowledged.map((a) => a.id).join(',')})`,
    )
      .split('\n')
      .filter(Boolean),
  );
  return acknowledged.filter((write) => !found.has(`${write.id}:${write.lastName}`));
}

interface Outcome {
  name: string;
  passed: boolean;
  figures: Record<string, unknown>;
  notes: string[];
}
const outcomes: Outcome[] = [];

function report(
  name: string,
  figures: LoadFigures,
  lost: Acknowledged[],
  extra: Record<string, unknown>,
  failures: string[],
) {
  const outcome: Outcome = {
    name,
    passed: failures.length === 0,
    figures: {
      sent: figures.sent,
      failed: figures.failed,
      readsRetried: figures.retriedReads,
      writesAcknowledged: figures.writesAcknowledged,
      writesFoundAfterwards: figures.writesAcknowledged - lost.length,
      slowestMs: figures.slowestMs,
      statuses: figures.statuses,
      ...extra,
    },
    notes: failures,
  };
  outcomes.push(outcome);
  console.log(`\n${outcome.passed ? 'PASS' : 'FAIL'} ${name}`);
  for (const [key, value] of Object.entries(outcome.figures))
    console.log(`  ${key}: ${JSON.stringify(value)}`);
  for (const note of failures) console.log(`  ! ${note}`);
}

async function sigkillOneProcess(token: string) {
  const load = startLoad({ baseUrl, token, clients: CLIENTS, writeShare: 0.3, tag: `kill${Date.now()}` });
  await sleep(3_000);
  const victim = apiPid(1);
  const killedAt = Date.now();
  process.kill(victim, 'SIGKILL');
  const downAfterMs = await waitForState('api1', 'DOWN', 10_000);
  const upAfterMs = (await waitForState('api1', 'UP', 60_000)) + downAfterMs;
  await sleep(2_000);
  const { figures, acknowledged } = await load.stop();
  const lost = lostWrites(acknowledged);
  // A failure is acceptable only for a request already under way when the process died.
  const notInFlight = figures.failures.filter(
    (failure) => failure.startedAt > killedAt + 50 || failure.endedAt < killedAt,
  );
  const failures: string[] = [];
  if (lost.length) failures.push(`${lost.length} acknowledged writes lost`);
  if (notInFlight.length)
    failures.push(`${notInFlight.length} failed requests were not in flight at the kill`);
  if (figures.failed > CLIENTS)
    failures.push(`${figures.failed} failed requests: more than the ${CLIENTS} that can be in flight`);
  if (downAfterMs > 2_000)
    failures.push(`the proxy took ${downAfterMs} ms to stop sending to the killed process`);
  report(
    'SIGKILL one API process of two under load',
    figures,
    lost,
    {
      proxyStoppedSendingAfterMs: downAfterMs,
      restartedAndBackInAfterMs: upAfterMs,
      failedRequests: figures.failures.map((f) => `${f.kind} ${f.status}`),
    },
    failures,
  );
}

async function rollingRestart(token: string) {
  const load = startLoad({ baseUrl, token, clients: CLIENTS, writeShare: 0.3, tag: `roll${Date.now()}` });
  await sleep(2_000);
  const processes = Number(env.API_PROCESSES);
  const startedAt = Date.now();
  for (let number = 1; number <= processes; number += 1) {
    const old = apiPid(number);
    process.kill(old, 'SIGTERM');
    await waitForState(`api${number}`, 'DOWN', 10_000);
    while (apiPid(number) === old) await sleep(100);
    await waitForState(`api${number}`, 'UP', 90_000);
  }
  const tookMs = Date.now() - startedAt;
  await sleep(1_000);
  const { figures, acknowledged } = await load.stop();
  const lost = lostWrites(acknowledged);
  const failures: string[] = [];
  if (figures.failed) failures.push(`${figures.failed} failed requests (none allowed)`);
  if (lost.length) failures.push(`${lost.length} acknowledged writes lost`);
  report(
    `Rolling restart of all ${processes} API processes under load`,
    figures,
    lost,
    { restartTookMs: tookMs },
    failures,
  );
}

async function postgresRestart(token: string) {
  const downtime: { status: number | string; ms: number }[] = [];
  let down = false;
  const load = startLoad({
    baseUrl,
    token,
    clients: CLIENTS,
    writeShare: 0.3,
    tag: `pg${Date.now()}`,
    onAnswer: (status, startedAt, endedAt) => {
      if (down) downtime.push({ status, ms: endedAt - startedAt });
    },
  });
  await sleep(2_000);
  down = true;
  const stoppedAt = Date.now();
  pgCtl('-m', 'fast', '-w', 'stop');
  await sleep(1_500);
  const directReady = await fetch(`http://127.0.0.1:${env.API_BASE_PORT}/readyz`).then(
    (r) => r.status,
    () => 'network',
  );
  const proxied = await fetch(`${baseUrl}/api/v1/members?q=chang`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const proxiedBody = await proxied.text();
  await sleep(3_000);
  pgCtl(
    '-w',
    '-l',
    `${clusterDir}/logs/postgres.log`,
    'start',
    '-o',
    readFileSync(`${clusterDir}/run/postgres-options`, 'utf8').trim(),
  );
  const startedAgainAt = Date.now();
  down = false;
  // Recovered when a read through the proxy answers 200 again.
  let recoveredAfterMs = -1;
  while (Date.now() - startedAgainAt < 30_000) {
    const status = await fetch(`${baseUrl}/api/v1/members?q=lin`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) {
      recoveredAfterMs = Date.now() - startedAgainAt;
      break;
    }
    await sleep(100);
  }
  await sleep(2_000);
  const { figures, acknowledged } = await load.stop();
  const lost = lostWrites(acknowledged);
  const slowestWhileDown = Math.max(0, ...downtime.map((answer) => answer.ms));
  const unclean = downtime.filter(
    (answer) => answer.status !== 503 && answer.status !== 200 && answer.status !== 201,
  );
  const failures: string[] = [];
  if (directReady !== 503)
    failures.push(`/readyz of an API process answered ${directReady} while PostgreSQL was down`);
  if (proxied.status !== 503 || !proxiedBody.includes('service_unavailable'))
    failures.push(`a read while PostgreSQL was down answered ${proxied.status} ${proxiedBody.slice(0, 80)}`);
  if (slowestWhileDown > 5_000)
    failures.push(`an answer took ${slowestWhileDown} ms while PostgreSQL was down`);
  if (unclean.length)
    failures.push(
      `${unclean.length} answers while down were not a clean 503: ${JSON.stringify(unclean.slice(0, 5))}`,
    );
  if (recoveredAfterMs < 0)
    failures.push('requests did not succeed again within 30 s of PostgreSQL being back');
  if (lost.length) failures.push(`${lost.length} acknowledged writes lost`);
  report(
    'PostgreSQL stopped for ~5 s and started again under load',
    figures,
    lost,
    {
      postgresDownMs: startedAgainAt - stoppedAt,
      answersWhileDown: downtime.length,
      slowestAnswerWhileDownMs: slowestWhileDown,
      readyzWhileDown: directReady,
      answerWhileDown: `${proxied.status} ${proxiedBody.slice(0, 140)}`,
      recoveredAfterMs,
    },
    failures,
  );
}

async function filesFromStaticOrigin() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const failures: string[] = [];
  let figures: Record<string, unknown> = {};
  try {
    const seen = await checkFilesFromStaticOrigin(browser, baseUrl, env.STATIC_ORIGIN!);
    figures = { ...seen };
    if (!seen.fromStaticOrigin) failures.push('no file came from the static origin');
    if (seen.elsewhere.length) failures.push(`files from elsewhere: ${seen.elsewhere.join(', ')}`);
    if (seen.cspViolations.length) failures.push(`the CSP refused: ${seen.cspViolations.join('; ')}`);
    if (seen.failedFiles.length) failures.push(`files failed: ${seen.failedFiles.join(', ')}`);
    if (seen.memberRows < 10) failures.push(`the member list showed ${seen.memberRows} rows`);
  } catch (error) {
    failures.push(String(error));
  } finally {
    await browser.close();
  }
  const outcome: Outcome = {
    name: 'Shell and remotes from the static origin (Chromium)',
    passed: !failures.length,
    figures,
    notes: failures,
  };
  outcomes.push(outcome);
  console.log(`\n${outcome.passed ? 'PASS' : 'FAIL'} ${outcome.name}`);
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key}: ${JSON.stringify(value)}`);
  for (const note of failures) console.log(`  ! ${note}`);
}

function startStaticOrigin() {
  const nginx = spawn(
    env.NGINX ?? 'nginx',
    [
      '-c',
      `${clusterDir}/run/nginx.conf`,
      '-p',
      `${clusterDir}/run`,
      '-e',
      `${clusterDir}/logs/static-error.log`,
      '-g',
      'daemon off;',
    ],
    { detached: true, stdio: 'ignore' },
  );
  nginx.unref();
}

/**
 * A signed-in browser's page comes with its screen rendered by the server: with the static origin
 * down, the app's files cannot bring it alive, so the page must say so in its place, and come alive
 * on Retry once the origin is back.
 */
async function signedInPageWithOriginDown(browser: Browser, figures: Record<string, unknown>) {
  const login = await fetch(`${baseUrl}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const session = (await login.json()) as { userData: unknown; accessToken: string; refreshToken: string };
  const context = await browser.newContext();
  await context.addCookies([
    {
      name: PAGE_COOKIE,
      value: encodePageCookie({ refreshToken: session.refreshToken, preferences: { width: 1280 } }),
      url: baseUrl,
    },
  ]);
  await context.addInitScript((values) => {
    if (sessionStorage.getItem('faults:seeded')) return;
    sessionStorage.setItem('faults:seeded', '1');
    localStorage.setItem('userData', JSON.stringify(values.userData));
    localStorage.setItem('accessToken', values.accessToken);
    localStorage.setItem('refreshToken', values.refreshToken);
  }, session);
  const page = await context.newPage();
  process.kill(Number(readFileSync(`${clusterDir}/run/nginx.pid`, 'utf8')), 'SIGQUIT');
  await sleep(500);
  await page.goto(`${baseUrl}/member-list`);
  await page.getByText(/did not answer at/).waitFor({ timeout: 30_000 });
  figures.signedInPageSays = 'the files did not answer';
  startStaticOrigin();
  await sleep(1_000);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('#root tbody tr').nth(9).waitFor({ timeout: 30_000 });
  figures.signedInAfterRetry = "the member list, the app's own";
  await context.close();
}

async function staticOriginDown() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const failures: string[] = [];
  const figures: Record<string, unknown> = {};
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('cloudfit:remoteTimeoutMs', '5000'));
    process.kill(Number(readFileSync(`${clusterDir}/run/nginx.pid`, 'utf8')), 'SIGQUIT');
    await sleep(500);
    const openedAt = Date.now();
    await page.goto(`${baseUrl}/login`);
    const message = page.getByText(/did not answer at/);
    await message.waitFor({ timeout: 30_000 });
    figures.saidAfterMs = Date.now() - openedAt;
    figures.shellSays = await message.textContent();
    startStaticOrigin();
    await sleep(1_000);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel(/email/i).first().waitFor({ timeout: 30_000 });
    figures.afterRetry = 'the sign-in screen loaded';
    await signedInPageWithOriginDown(browser, figures);
  } catch (error) {
    failures.push(String(error));
  } finally {
    await browser.close();
  }
  const outcome: Outcome = {
    name: 'Static origin down under a browser',
    passed: !failures.length,
    figures,
    notes: failures,
  };
  outcomes.push(outcome);
  console.log(`\n${outcome.passed ? 'PASS' : 'FAIL'} ${outcome.name}`);
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key}: ${JSON.stringify(value)}`);
  for (const note of failures) console.log(`  ! ${note}`);
}

async function main() {
  const token = await signIn(baseUrl);
  const startedAt = Date.now();
  await sigkillOneProcess(token);
  await rollingRestart(token);
  await postgresRestart(token);
  await filesFromStaticOrigin();
  await staticOriginDown();
  const failed = outcomes.filter((outcome) => !outcome.passed);
  console.log(
    `\nfaults: ${outcomes.length - failed.length} of ${outcomes.length} passed in ${Math.round((Date.now() - startedAt) / 1000)} s`,
  );
  if (process.env.FAULTS_RESULT) {
    require('node:fs').writeFileSync(process.env.FAULTS_RESULT, `${JSON.stringify(outcomes, null, 2)}\n`);
  }
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
