/** Arithmetic on money as integer minor units: exact, with one rounding rule, never floats. */

/** `amount * numerator / denominator` rounded half up, for non-negative integers. */
export function mulDivRoundHalfUp(amount: number, numerator: number, denominator: number): number {
  return Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));
}

/**
 * Splits `amount` across `weights` in proportion, in whole minor units that add up to `amount`
 * exactly: each share is rounded down and the units left over go to the largest remainders
 * (the earlier share on a tie). Nothing goes to a weight of 0.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || totalWeight === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / totalWeight));
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * weight) % totalWeight }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
