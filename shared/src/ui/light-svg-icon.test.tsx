import { render } from '@testing-library/react';
import { createElement } from 'react';
import createSvgIcon from './light-svg-icon';

const EditIcon = createSvgIcon(createElement('path', { d: 'M3 17.25V21h3.75z' }), 'Edit');

describe('light icons', () => {
  it('draw an icon with the usual props as one plain svg, with the classes MUI gives it', () => {
    const { container } = render(
      <EditIcon fontSize="small" className="row-icon" onClick={() => undefined} />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe(
      'MuiSvgIcon-root cf-icon MuiSvgIcon-fontSizeSmall cf-icon-small row-icon',
    );
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe('M3 17.25V21h3.75z');
    // No emotion class: MUI's SvgIcon was not used.
    expect(svg.getAttribute('class')).not.toMatch(/css-/);
  });

  it('name an icon given a title, for screen readers', () => {
    const { container } = render(<EditIcon titleAccess="Edit member" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
    expect(svg.querySelector('title')?.textContent).toBe('Edit member');
  });

  it("leave what only MUI's SvgIcon understands to it: sx, a palette colour, a view box", () => {
    for (const props of [{ sx: { mr: 1 } }, { color: 'primary' as const }, { viewBox: '0 0 48 48' }]) {
      const { container, unmount } = render(<EditIcon {...props} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('class')).toMatch(/css-/);
      expect(svg.getAttribute('class')).not.toContain('cf-icon');
      unmount();
    }
  });
});
