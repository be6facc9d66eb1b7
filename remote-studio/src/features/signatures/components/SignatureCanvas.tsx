import Box from '@mui/material/Box';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { isDrawnSignature } from './signature-check';

/** What is in the box: nothing, strokes too small to be a signature, or a signature. */
export type PadDrawing = 'empty' | 'too_small' | 'signed';

export interface SignatureCanvasHandle {
  clear(): void;
  /** The drawing as a PNG data URL on a white background. */
  toPngDataUrl(): string;
}

/**
 * A thin React wrapper around signature_pad: pointer events (touch, pen and mouse), and a canvas
 * sized to its box at the screen's pixel ratio, redrawn when the box changes (a tablet rotated).
 */
export function SignatureCanvas(props: {
  ref: Ref<SignatureCanvasHandle>;
  label: string;
  onStrokeChange(drawing: PadDrawing): void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onStrokeChange = useRef(props.onStrokeChange);
  onStrokeChange.current = props.onStrokeChange;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: 'rgb(17, 24, 39)',
      minWidth: 1,
      maxWidth: 3,
    });
    padRef.current = pad;
    const endStroke = () =>
      onStrokeChange.current(
        pad.isEmpty() ? 'empty' : isDrawnSignature(pad.toData()) ? 'signed' : 'too_small',
      );
    pad.addEventListener('endStroke', endStroke);

    const fitToBox = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      if (canvas.width === width && canvas.height === height) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')!.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fitToBox();
    const observer = new ResizeObserver(fitToBox);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', endStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(props.ref, () => ({
    clear() {
      padRef.current?.clear();
      onStrokeChange.current('empty');
    },
    toPngDataUrl: () => padRef.current!.toDataURL('image/png'),
  }));

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={props.label}
      data-testid="signature-canvas"
      sx={{ display: 'block', width: '100%', height: '100%', touchAction: 'none', cursor: 'crosshair' }}
    />
  );
}
