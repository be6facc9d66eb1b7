import { isDrawnSignature, isTypedName } from './signature-check';

const line = (fromX: number, toX: number, y = 50) => ({
  points: Array.from({ length: 11 }, (_, step) => ({ x: fromX + ((toX - fromX) * step) / 10, y })),
});

describe('what the signature pad takes as a signature', () => {
  it('refuses a dot and a short tick', () => {
    expect(isDrawnSignature([])).toBe(false);
    expect(isDrawnSignature([{ points: [{ x: 100, y: 100 }] }])).toBe(false);
    expect(isDrawnSignature([line(100, 130)])).toBe(false);
    // Long but scribbled in one spot: no width.
    expect(
      isDrawnSignature(
        [line(100, 110), line(110, 100), line(100, 110), line(110, 100)].concat(line(100, 110)),
      ),
    ).toBe(false);
  });

  it('takes strokes that run across the box', () => {
    expect(isDrawnSignature([line(40, 200)])).toBe(true);
    expect(isDrawnSignature([line(40, 110), line(120, 190)])).toBe(true);
  });

  it('takes a typed name of two letters or more, in any script', () => {
    expect(isTypedName('x')).toBe(false);
    expect(isTypedName('.')).toBe(false);
    expect(isTypedName(' x. ')).toBe(false);
    expect(isTypedName('Li')).toBe(true);
    expect(isTypedName('王明')).toBe(true);
  });
});
