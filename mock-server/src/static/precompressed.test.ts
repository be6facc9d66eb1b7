import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import { acceptedEncodings } from './precompressed';

const frontEndRoot = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-precompressed-'));

/** Each variant says which one it is, so a response shows which file the server picked. */
function writeWithVariants(folder: string, name: string, variants: ('br' | 'gz')[]) {
  const dist = path.join(frontEndRoot, folder, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, name), '//plain');
  if (variants.includes('br')) writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync('//br'));
  if (variants.includes('gz')) writeFileSync(path.join(dist, `${name}.gz`), gzipSync('//gzip'));
}

let server: TestServer;
beforeAll(async () => {
  writeWithVariants('shell', 'main.js', ['br', 'gz']);
  writeWithVariants('shell', '812.3f2a9c1d7e.js', ['br', 'gz']);
  writeWithVariants('shell', 'only-gzip.3f2a9c1d7e.js', ['gz']);
  writeWithVariants('shell', 'small.3f2a9c1d7e.js', []);
  writeWithVariants('remote-studio', 'remoteEntry.js', ['br', 'gz']);
  writeFileSync(
    path.join(frontEndRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><title>shell</title>',
  );
  server = await startTestServer({ frontEndRoot });
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  rmSync(frontEndRoot, { recursive: true, force: true });
});

const accepting = (encodings: string) => ({ headers: { 'accept-encoding': encodings } });

describe('precompressed front-end files', () => {
  it('sends the brotli file to a browser that accepts it, typed as the original and cached for good', async () => {
    const response = await server.request('/812.3f2a9c1d7e.js', accepting('gzip, deflate, br, zstd'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('//br');
  });

  it('falls back to gzip, then to the plain file, by what the client accepts and what the build wrote', async () => {
    const gzip = await server.request('/812.3f2a9c1d7e.js', accepting('gzip'));
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('//gzip');

    const refusesBrotli = await server.request('/812.3f2a9c1d7e.js', accepting('br;q=0, gzip;q=0.5'));
    expect(await refusesBrotli.text()).toBe('//gzip');

    const onlyGzipBuilt = await server.request('/only-gzip.3f2a9c1d7e.js', accepting('br, gzip'));
    expect(onlyGzipBuilt.headers.get('content-encoding')).toBe('gzip');
    expect(await onlyGzipBuilt.text()).toBe('//gzip');

    const plain = await server.request('/812.3f2a9c1d7e.js', accepting('identity'));
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe('//plain');

    const noVariants = await server.request('/small.3f2a9c1d7e.js', accepting('br, gzip'));
    expect(noVariants.headers.get('content-encoding')).toBeNull();
    expect(await noVariants.text()).toBe('//plain');
  });

  it('answers a hashed file the same the second time, from memory, and still serves ranges', async () => {
    const headersOf = (response: Response) =>
      Object.fromEntries(
        ['content-encoding', 'content-type', 'content-length', 'etag', 'vary', 'cache-control'].map(
          (name) => [name, response.headers.get(name)],
        ),
      );
    for (const encodings of ['br', 'gzip', 'identity']) {
      const first = await server.request('/812.3f2a9c1d7e.js', accepting(encodings));
      const firstBody = await first.text();
      const second = await server.request('/812.3f2a9c1d7e.js', accepting(encodings));
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(await second.text()).toBe(firstBody);
    }
    const range = await server.request('/812.3f2a9c1d7e.js', { headers: { range: 'bytes=2-6' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('plain');
  });

  it('keeps entry files revalidated, compressed or not', async () => {
    const entry = await server.request('/remotes/remote-studio/remoteEntry.js', accepting('br'));
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(await entry.text()).toBe('//br');
    const main = await server.request('/main.js', accepting('gzip'));
    expect(main.headers.get('cache-control')).toBe('no-cache');
    expect(await main.text()).toBe('//gzip');
  });

  it('answers 404 for a missing file or a path out of the dist, whatever the encoding', async () => {
    const missing = await server.request('/missing.js', accepting('br'));
    expect(missing.status).toBe(404);
    const outsideDist = await server.request(
      '/remotes/remote-studio/..%2F..%2Fshell%2Fdist%2Fmain.js',
      accepting('br'),
    );
    expect(outsideDist.status).toBe(404);
  });
});

describe('acceptedEncodings', () => {
  it('reads names and drops those with a zero quality', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0.9, zstd;q=0')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings(' GZip ;q=1.0 ')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
