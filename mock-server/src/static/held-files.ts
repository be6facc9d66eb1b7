/** Files whose name never changes between builds; everything else carries a content hash. */
const UNHASHED_ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/** A file whose name carries its content's hash: what it holds never changes under that name. */
export function isHashedFileName(name: string): boolean {
  return !UNHASHED_ENTRY_FILES.has(name) && /[.-][0-9a-f]{8,}\./i.test(name);
}

export interface HeldFile {
  body: Buffer;
  /** The headers the file was first sent with (type, length, validators, encoding). */
  headers: Record<string, string | number>;
}

/**
 * Hashed files already sent, kept in memory up to `maxBytes`, the least recently sent going first.
 * A later request for one is a single write. Streamed from disk, each file was a stat, an open and
 * a read or more, every step waiting its turn on the one event loop behind the database's work: a
 * first screen's eleven files took 20-45 ms while its four API reads took 5-13.
 */
export class HeldFiles {
  readonly #files = new Map<string, HeldFile>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): HeldFile | undefined {
    const file = this.#files.get(key);
    if (file) {
      this.#files.delete(key);
      this.#files.set(key, file);
    }
    return file;
  }

  /** Keeps `file` unless it alone would take more than an eighth of the room. */
  hold(key: string, file: HeldFile): void {
    if (file.body.length > this.maxBytes / 8 || this.#files.has(key)) return;
    this.#files.set(key, file);
    this.#bytes += file.body.length;
    for (const [oldest, held] of this.#files) {
      if (this.#bytes <= this.maxBytes) break;
      this.#files.delete(oldest);
      this.#bytes -= held.body.length;
    }
  }
}
