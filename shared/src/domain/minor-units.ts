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

/**
 * Splits `amount` across `weights` in proportion like `allocateProportionally`, but in whole
 * `unit`s (100 minor units: whole dollars) wherever the amount and the weights allow, so a discount
 * of whole dollars leaves every line at whole dollars and no line carries stray cents (a 5 % tax on
 * a line of NT$2,190.49 was the NT$2,300.01 total). No share exceeds its weight. What cannot be split
 * in whole units (the cents of the amount, or units no line has room for) goes to the line with the
 * most room left, then the next.
 */
export function allocateInWholeUnits(amount: number, weights: readonly number[], unit = 100): number[] {
  const units = Math.floor(amount / unit);
  const room = weights.map((weight) => Math.floor(weight / unit));
  const unitShares = allocateProportionally(units, weights).map((share, i) => Math.min(share, room[i] ?? 0));
  let unitsLeft = units - unitShares.reduce((sum, share) => sum + share, 0);
  // Units a capped share could not take go to the largest weights that still have room.
  const byWeight = weights
    .map((weight, index) => ({ weight, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { index } of byWeight) {
    while (unitsLeft > 0 && (unitShares[index] ?? 0) < (room[index] ?? 0)) {
      unitShares[index] = (unitShares[index] ?? 0) + 1;
      unitsLeft -= 1;
    }
  }
  const shares = unitShares.map((share) => share * unit);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRoom = weights
    .map((weight, index) => ({ room: weight - (shares[index] ?? 0), index }))
    .sort((a, b) => b.room - a.room || a.index - b.index);
  for (const { room: space, index } of byRoom) {
    if (left === 0) break;
    const take = Math.min(left, space);
    shares[index] = (shares[index] ?? 0) + take;
    left -= take;
  }
  return shares;
}
