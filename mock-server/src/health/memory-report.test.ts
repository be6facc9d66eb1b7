import type { PGlite } from '@electric-sql/pglite';
import { memoryFigures } from './memory-report';

describe('memoryFigures', () => {
  it('tells a WebAssembly memory (PGlite keeps its database in one) and the part of it in RAM from V8’s heap', () => {
    // 300 pages of 64 KB, as PGlite's module holds its memory; 4 MB of it written to.
    const memory = new WebAssembly.Memory({ initial: 300 });
    new Uint8Array(memory.buffer).fill(1, 0, 4 * 1_048_576);
    const pglite = { Module: { HEAPU8: new Uint8Array(memory.buffer) } } as unknown as PGlite;

    const figures = memoryFigures(pglite);
    expect(figures.pgliteWasmMb).toBe(18.8);
    expect(figures.pgliteWasmResidentMb).toBeGreaterThanOrEqual(4);
    expect(figures.pgliteWasmResidentMb).toBeLessThan(6);
    expect(figures.heapUsedMb).toBeGreaterThan(0);
    expect(figures.heapUsedMb).toBeLessThanOrEqual(figures.heapTotalMb);
    expect(figures.rssMb).toBeGreaterThan(figures.pgliteWasmResidentMb!);
    expect(memoryFigures().pgliteWasmMb).toBeUndefined();
  });
});
