import send, { type FileSendResult, type SendOptions } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The build writes `<file>.br` and `<file>.gz` beside every text asset worth compressing
 * (compression-webpack-plugin), so the server compresses nothing at request time.
 */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number]['encoding'];

const COMPRESSIBLE_FILE = /\.(?:js|css|html|json|svg|txt)$/i;

export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE_FILE.test(filePath);
}

/** The encodings an `Accept-Encoding` header allows (any q above 0), e.g. `gzip, deflate, br;q=0.9`. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    if (!name) continue;
    const quality = params.find((param) => param.startsWith('q='));
    if (quality && !(Number(quality.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  return accepted;
}

export interface PrecompressedFile {
  encoding: Encoding;
  result: FileSendResult;
}

/**
 * The best precompressed variant of `filePath` under `root` the client accepts, opened with the
 * same send options as the plain file; undefined when there is none (the caller sends the plain file).
 */
export async function openPrecompressed(
  request: FastifyRequest,
  filePath: string,
  options: SendOptions,
): Promise<PrecompressedFile | undefined> {
  if (!isCompressible(filePath)) return undefined;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  for (const { encoding, suffix } of ENCODINGS) {
    if (!accepted.has(encoding)) continue;
    const result = await send(request.raw, `${filePath}${suffix}`, { ...options, contentType: false });
    if (result.type === 'file') return { encoding, result };
    result.stream.destroy();
  }
  return undefined;
}

/**
 * Headers of a compressible file: which encoding was sent (with the original file's type) and
 * that caches must key on Accept-Encoding, whichever variant this response is.
 */
export function setEncodingHeaders(
  reply: FastifyReply,
  filePath: string,
  precompressed: PrecompressedFile | undefined,
): void {
  if (!isCompressible(filePath)) return;
  reply.header('vary', 'accept-encoding');
  if (!precompressed) return;
  const type = send.mime.getType(filePath) ?? 'application/octet-stream';
  reply.header('content-type', send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type);
  reply.header('content-encoding', precompressed.encoding);
}
