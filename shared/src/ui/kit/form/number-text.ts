import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** The decimal mark of a language: "," in German, French and Portuguese, "." in English and Chinese. */
export function decimalMark(locale: string): string {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * The text of a number box. A person types through texts that are not numbers yet ("19.", "-", "0,"):
 * the box keeps exactly what was typed while the form holds the value it means (NaN until it is a
 * number, null when empty), and the schema judges the value. Only a value that comes from elsewhere
 * (a reset, a reload, a conflict's "keep theirs") replaces the text, written with the language's
 * decimal mark.
 */
export function useNumberText<T>(
  value: T,
  onChange: (value: T | number | null) => void,
  parse: (text: string) => T | number | null,
  toText: (value: T) => string,
) {
  const { i18n } = useTranslation();
  const mark = useMemo(() => decimalMark(i18n.language), [i18n.language]);
  const show = useCallback(
    (next: T) => {
      if (next === null || next === undefined) return '';
      if (typeof next === 'number' && !Number.isFinite(next)) return '';
      const text = toText(next);
      return mark === '.' ? text : text.replace('.', mark);
    },
    [toText, mark],
  );
  const [text, setText] = useState(() => show(value));
  const sent = useRef<unknown>(value);

  useEffect(() => {
    if (Object.is(value, sent.current)) return;
    sent.current = value;
    setText(show(value));
  }, [value, show]);

  const type = useCallback(
    (typed: string) => {
      const parsed = typed.trim() === '' ? null : parse(typed);
      sent.current = parsed;
      setText(typed);
      onChange(parsed);
    },
    [parse, onChange],
  );
  return [text, type] as const;
}
