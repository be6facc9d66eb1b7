import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from './theme';

const TEXT_COLOURS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const WCAG_AA = 4.5;

describe('createAppTheme', () => {
  it.each(['light', 'bordered', 'semi-dark'] as const)(
    'keeps every palette colour readable as text on the %s skin’s paper and page, and white on it',
    (skin) => {
      const { palette } = createAppTheme(skin, 'ltr');
      const short = TEXT_COLOURS.flatMap((colour) => {
        const { main, contrastText } = palette[colour];
        return [
          { colour, on: 'paper', ratio: getContrastRatio(main, palette.background.paper) },
          { colour, on: 'page', ratio: getContrastRatio(main, palette.background.default) },
          { colour, on: 'contrastText', ratio: getContrastRatio(main, contrastText) },
        ].filter(({ ratio }) => ratio < WCAG_AA);
      });
      expect(short).toEqual([]);
    },
  );

  it('leaves the dark skin’s colours as they were', () => {
    const { palette } = createAppTheme('dark', 'ltr');
    expect(TEXT_COLOURS.map((colour) => palette[colour].main)).toEqual([
      '#A59EF7',
      '#B4B7BD',
      '#66bb6a',
      '#f44336',
      '#ffa726',
      '#29b6f6',
    ]);
  });
});
