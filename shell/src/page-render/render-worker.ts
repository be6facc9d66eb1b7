// First: the app's modules read the browser's globals as they load.
import './page-globals';
import { parentPort } from 'node:worker_threads';
import type { PageRenderInput, PageRenderOutput } from '@cloudfit/shared/page/page-render-types';
import { renderPage, warmUp } from './render-page';

export interface PageRenderMessage {
  id: number;
  input: PageRenderInput;
}

export interface PageRenderReply {
  id: number;
  output: PageRenderOutput | null;
}

// One page at a time: a render sets the app's one store to the asking browser's session.
let previous: Promise<unknown> = warmUp().catch(() => undefined);
parentPort?.on('message', ({ id, input }: PageRenderMessage) => {
  previous = previous.then(async () => {
    const output = await renderPage(input).catch(() => null);
    parentPort?.postMessage({ id, output } satisfies PageRenderReply);
  });
});
