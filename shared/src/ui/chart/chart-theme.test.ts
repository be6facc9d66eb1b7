import { CHART_COLORS, compactMoney } from './chart-theme';

const channel = (hex: string, at: number) => {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

describe('chart theme', () => {
  it('draws every series at least 3:1 against the white card, and no two of them alike', () => {
    for (const color of CHART_COLORS) {
      expect({ color, contrast: 1.05 / (luminance(color) + 0.05) >= 3 }).toEqual({ color, contrast: true });
    }
    expect(new Set(CHART_COLORS.map((color) => color.toLowerCase())).size).toBe(CHART_COLORS.length);
  });

  it('writes tick money short, in the locale', () => {
    expect(compactMoney('en', 'TWD')(13_000)).toBe('NT$13K');
    expect(compactMoney('zh-TW', 'TWD')(2_000_000)).toBe('$200萬');
    expect(compactMoney('en', 'TWD')(0)).toBe('NT$0');
  });
});
