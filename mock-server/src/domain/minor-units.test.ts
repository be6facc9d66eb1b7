import { allocateProportionally, mulDivRoundHalfUp } from './minor-units';

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
