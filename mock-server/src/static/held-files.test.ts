import { HeldFiles, isHashedFileName } from './held-files';

const file = (bytes: number) => ({ body: Buffer.alloc(bytes), headers: {} });

describe('held files', () => {
  it('holds only files named by their content', () => {
    expect(isHashedFileName('vendor-react.04bba39f84.js')).toBe(true);
    expect(isHashedFileName('812.3f2a9c1d.js')).toBe(true);
    expect(isHashedFileName('remoteEntry.js')).toBe(false);
    expect(isHashedFileName('mf-manifest.json')).toBe(false);
    expect(isHashedFileName('main.js')).toBe(false);
  });

  it('stays within its room, letting the least recently sent go first', () => {
    const held = new HeldFiles(800);
    held.hold('a', file(100));
    held.hold('b', file(100));
    held.hold('c', file(100));
    held.get('a');
    for (const key of ['d', 'e', 'f', 'g', 'h', 'i']) held.hold(key, file(100));
    expect(held.bytes).toBeLessThanOrEqual(800);
    expect(held.get('a')).toBeDefined();
    expect(held.get('b')).toBeUndefined();
    expect(held.get('i')).toBeDefined();
  });

  it('does not hold a file that alone would take more than an eighth of the room', () => {
    const held = new HeldFiles(800);
    held.hold('big', file(101));
    expect(held.get('big')).toBeUndefined();
    expect(held.bytes).toBe(0);
  });
});
