// One step of `pnpm bench:cluster` (scripts/cluster/bench-cluster.sh): against a running cluster,
// requests per second through the proxy for the member search alone and for a mix with one write
// in five (a new member), with this load generator's share of the machine's CPU.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { signIn, startLoad } from './load-clients';

const [envFile, resultFile] = process.argv.slice(2);
const env = Object.fromEntries(
  readFileSync(envFile!, 'utf8')
    .trim()
    .split('\n')
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
) as Record<string, string>;
const CLIENTS = Number(process.env.BENCH_CLIENTS || 20);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Busy and total CPU time of the whole machine (/proc/stat), to tell how loaded it was. */
function machineCpu(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function measure(name: string, writeShare: number) {
  // Before this bench's own clients start: how busy the machine was with everything else.
  const loadAverageBefore = os.loadavg()[0];
  const token = await signIn(env.CLUSTER_URL!);
  const warm = startLoad({
    baseUrl: env.CLUSTER_URL!,
    token,
    clients: CLIENTS,
    writeShare,
    tag: `warm${Date.now()}`,
  });
  await sleep(3_000);
  await warm.stop();
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  const startedAt = performance.now();
  const load = startLoad({
    baseUrl: env.CLUSTER_URL!,
    token,
    clients: CLIENTS,
    writeShare,
    tag: `bench${Date.now()}`,
  });
  await sleep(SECONDS * 1_000);
  const { figures } = await load.stop();
  const wallMs = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuBefore);
  const machineAfter = machineCpu();
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const result = {
    name,
    apiProcesses: Number(env.API_PROCESSES),
    clients: CLIENTS,
    seconds: Math.round(wallMs / 100) / 10,
    requestsPerSecond: Math.round((figures.latencies.length / wallMs) * 1000),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failed: figures.failed,
    writes: figures.writesAcknowledged,
    // Of the machine's whole CPU (all cores): what this load generator used, and what everything used.
    loadGeneratorCpuShare:
      Math.round(((cpu.user + cpu.system) / 1000 / wallMs / os.cpus().length) * 100) / 100,
    machineCpuBusyShare:
      Math.round(
        ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100,
      ) / 100,
    loadAverageBefore,
    loadAverage: os.loadavg()[0],
  };
  console.log(JSON.stringify(result));
  return result;
}

async function main() {
  const results = [
    await measure('member search', 0),
    await measure('write mix (1 in 5 creates a member)', 0.2),
  ];
  const previous = (() => {
    try {
      return JSON.parse(readFileSync(resultFile!, 'utf8'));
    } catch {
      return { machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model }, runs: [] };
    }
  })();
  previous.runs.push(...results);
  writeFileSync(resultFile!, `${JSON.stringify(previous, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
