import type { KeyboardEvent } from 'react';
import { rowOpenProps } from './row-open';

const row = { id: 7 };
const key = (target: unknown, currentTarget: unknown, keyName = 'Enter') =>
  ({ key: keyName, target, currentTarget }) as unknown as KeyboardEvent;

describe('what opens a row', () => {
  it('starts preparing the row on the press, before the click opens it', () => {
    const calls: string[] = [];
    const props = rowOpenProps(
      row,
      () => calls.push('open'),
      () => calls.push('prepare'),
    );
    props.onPointerDown?.();
    expect(calls).toEqual(['prepare']);
    props.onClick?.();
    expect(calls).toEqual(['prepare', 'prepare', 'open']);
  });

  it('opens on Enter on the row itself (prepared first), not on Enter in a control inside it', () => {
    const calls: string[] = [];
    const props = rowOpenProps(
      row,
      () => calls.push('open'),
      () => calls.push('prepare'),
    );
    const tr = {};
    props.onKeyDown?.(key({}, tr));
    props.onKeyDown?.(key(tr, tr, 'ArrowDown'));
    expect(calls).toEqual([]);
    props.onKeyDown?.(key(tr, tr));
    expect(calls).toEqual(['prepare', 'open']);
  });

  it('a row that does not open is not focusable and has no handlers', () => {
    expect(rowOpenProps(row, undefined, () => undefined)).toEqual({});
    expect(rowOpenProps(row, () => undefined).onPointerDown).toBeUndefined();
  });
});
