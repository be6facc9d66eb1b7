import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageRenderInput } from '@cloudfit/shared/page/page-render-types';
import type { FastifyBaseLogger } from 'fastify';
import { type PageRenderer, startPageRenderer } from './page-render';

// A stand-in for the built worker: it renders the address itself, taking as many ms as the address says.
const workerFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'cloudfit-page-renderer-')), 'worker.cjs');
writeFileSync(
  workerFile,
  `const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, input }) => {
  setTimeout(() => parentPort.postMessage({ id, output: { html: input.url, styles: '', reads: null } }), Number(input.url.slice(1)));
});`,
);

const page = (ms: number) => ({ url: `/${ms}`, preferences: {} }) as unknown as PageRenderInput;

let renderer: PageRenderer;
beforeEach(() => {
  renderer = startPageRenderer(
    workerFile,
    'http://127.0.0.1:1',
    { error: () => undefined } as unknown as FastifyBaseLogger,
    200,
  );
});
afterEach(() => renderer.close());

describe('the page renderer', () => {
  it('gives a page its rendering when it comes within the budget', async () => {
    expect(await renderer.render(page(10))).toEqual({ html: '/10', styles: '', reads: null });
  });

  it('stops making pages wait once a render came late, until one comes in time again', async () => {
    // Late: the page goes without it.
    expect(await renderer.render(page(400))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The late one has answered: the next page does not wait at all; its own render runs on, in time.
    expect(renderer.render(page(10))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await renderer.render(page(10))).toEqual({ html: '/10', styles: '', reads: null });
  });
});
