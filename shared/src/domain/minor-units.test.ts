import { allocateInWholeUnits, allocateProportionally, mulDivRoundHalfUp } from './minor-units';

describe('mulDivRoundHalfUp', () => {
  it('rounds halves up and everything else to the nearest', () => {
    expect(mulDivRoundHalfUp(5, 1, 10)).toBe(1);
    expect(mulDivRoundHalfUp(4, 1, 10)).toBe(0);
    expect(mulDivRoundHalfUp(12345, 1900, 10_000)).toBe(2346);
    expect(mulDivRoundHalfUp(1_000_000_000, 10_000, 10_000)).toBe(1_000_000_000);
  });
});

describe('allocateProportionally', () => {
  it('gives shares that add up exactly', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [300, 100])).toEqual([8, 2]);
    expect(allocateProportionally(7, [0, 5, 5])).toEqual([0, 4, 3]);
  });

  it('gives nothing when there is nothing to split or no weight', () => {
    expect(allocateProportionally(0, [1, 2])).toEqual([0, 0]);
    expect(allocateProportionally(50, [0, 0])).toEqual([0, 0]);
  });

  it('never exceeds a weight when the amount is at most the total weight', () => {
    const weights = [1, 999, 3, 7];
    const shares = allocateProportionally(1010, weights);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1010);
    shares.forEach((share, i) => {
      expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
    });
  });
});

describe('allocateInWholeUnits', () => {
  it('splits whole dollars in whole dollars, so lines keep no stray cents', () => {
    // Cent by cent this was 163.27 and 36.73.
    expect(allocateInWholeUnits(200_00, [2000_00, 450_00])).toEqual([163_00, 37_00]);
    expect(
      allocateInWholeUnits(
        100_00,
        [1_00, 1_00, 1_00].map((w) => w * 100),
      ),
    ).toEqual([34_00, 33_00, 33_00]);
  });

  it('puts the cents of the amount on the line with the most room', () => {
    expect(allocateInWholeUnits(219_05, [2000_00, 190_50])).toEqual([200_05, 19_00]);
  });

  it('never exceeds a weight, and adds up exactly', () => {
    const weights = [50, 1_00, 12_345, 0, 99_99];
    for (const amount of [0, 1, 149, 150, 1_000, 12_345, 12_345 + 1_00 + 50 + 99_99]) {
      const shares = allocateInWholeUnits(amount, weights);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
      for (const [i, share] of shares.entries()) expect(share).toBeLessThanOrEqual(weights[i]!);
    }
  });
});
