import Tooltip from '@mui/material/Tooltip';
import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

/** Buttons inside the area that carry this attribute get the hint: its value is the text. */
export const ACTION_HINT_ATTRIBUTE = 'data-action-hint';

const HOVER_DELAY_MS = 100;

interface Hint {
  label: string;
  anchor: Element;
}

function hintedButtonOf(target: EventTarget): Element | null {
  return target instanceof Element ? target.closest(`[${ACTION_HINT_ATTRIBUTE}]`) : null;
}

/**
 * One tooltip for all the icon buttons of an area (a table's row actions): it follows the button
 * under the mouse or with the keyboard focus. A tooltip per button costs each row several
 * components for something only one button shows at a time. Touch shows none (the buttons are
 * labelled for screen readers either way).
 */
export function useActionHint() {
  const [hint, setHint] = useState<Hint | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (anchor: Element, delay: number) => {
    clearTimeout(timer.current);
    const label = anchor.getAttribute(ACTION_HINT_ATTRIBUTE) ?? '';
    timer.current = setTimeout(() => setHint({ label, anchor }), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setHint(null);
  };

  const areaProps = {
    onPointerOver(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      const anchor = hintedButtonOf(event.target);
      if (anchor && anchor !== hint?.anchor) show(anchor, HOVER_DELAY_MS);
    },
    onPointerOut(event: PointerEvent) {
      const anchor = hintedButtonOf(event.target);
      if (anchor && !anchor.contains(event.relatedTarget as Node | null)) hide();
    },
    onFocus(event: FocusEvent) {
      const anchor = hintedButtonOf(event.target);
      if (anchor?.matches(':focus-visible')) show(anchor, 0);
    },
    onBlur: hide,
    onClick: hide,
  };

  const tooltip = (
    <Tooltip
      open={Boolean(hint)}
      title={hint?.label ?? ''}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: hint?.anchor } }}
    >
      <span hidden />
    </Tooltip>
  );
  return { areaProps, tooltip };
}
