/** A point of a stroke as signature_pad records it, in the box's CSS pixels. */
export interface StrokePoint {
  x: number;
  y: number;
}

/** Together, the strokes must run this far: a dot or a tick is not a signature. */
export const MIN_SIGNATURE_LENGTH = 120;
/** The strokes must span at least this much across the box. */
export const MIN_SIGNATURE_WIDTH = 60;

/** Whether strokes drawn on the pad are large enough to be taken as the member's signature. */
export function isDrawnSignature(strokes: readonly { points: readonly StrokePoint[] }[]): boolean {
  let length = 0;
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const { points } of strokes) {
    points.forEach((point, index) => {
      left = Math.min(left, point.x);
      right = Math.max(right, point.x);
      const previous = points[index - 1];
      if (previous) length += Math.hypot(point.x - previous.x, point.y - previous.y);
    });
  }
  return length >= MIN_SIGNATURE_LENGTH && right - left >= MIN_SIGNATURE_WIDTH;
}

/** A typed name counts when it holds at least two letters, in any script ("x" or "." does not). */
export function isTypedName(name: string): boolean {
  return (name.match(/\p{L}/gu)?.length ?? 0) >= 2;
}
