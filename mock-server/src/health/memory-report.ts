import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

export interface MemoryFigures {
  rssMb: number;
  /** V8's JavaScript heap: in use, and what V8 holds for it. */
  heapUsedMb: number;
  heapTotalMb: number;
  /** Memory of JavaScript objects held outside the V8 heap (Buffers, ArrayBuffers). */
  externalMb: number;
  /** PGlite's WebAssembly memory: its size grows with the database's peak use and never shrinks. */
  pgliteWasmMb?: number;
  /** The part of it in RAM (Linux): pages PostgreSQL touched since the start. */
  pgliteWasmResidentMb?: number;
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

export function memoryFigures(pglite?: PGlite): MemoryFigures {
  const usage = process.memoryUsage();
  const figures: MemoryFigures = {
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    externalMb: mb(usage.external),
  };
  if (pglite) {
    const wasmBytes = pglite.Module.HEAPU8.byteLength;
    figures.pgliteWasmMb = mb(wasmBytes);
    const residentKb = residentKbOfMapping(wasmBytes);
    if (residentKb !== undefined) figures.pgliteWasmResidentMb = mb(residentKb * 1024);
  }
  return figures;
}

/** The resident size of this process's one read-write mapping of exactly `bytes` (WebAssembly memory is one). */
function residentKbOfMapping(bytes: number): number | undefined {
  let smaps: string;
  try {
    smaps = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return undefined;
  }
  const matches: number[] = [];
  let inMapping = false;
  for (const line of smaps.split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) rw/.exec(line);
    if (range) {
      inMapping = Number.parseInt(range[2]!, 16) - Number.parseInt(range[1]!, 16) === bytes;
      continue;
    }
    const rss = inMapping ? /^Rss:\s+(\d+) kB/.exec(line) : null;
    if (rss) {
      matches.push(Number(rss[1]));
      inMapping = false;
    }
  }
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * `MEMORY_REPORT_MS`: every that many milliseconds, one `memory {...}` line of JSON on standard
 * output (the day bench reads it to tell PGlite's memory from V8's).
 */
export function reportMemoryEvery(intervalMs: number, pglite?: PGlite): void {
  if (!(intervalMs > 0)) return;
  const report = () => process.stdout.write(`memory ${JSON.stringify(memoryFigures(pglite))}\n`);
  report();
  setInterval(report, intervalMs).unref();
}
