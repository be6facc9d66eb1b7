import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { Theme } from '@mui/material/styles';
import { createElement, forwardRef, memo, type ReactNode, type Ref } from 'react';

/**
 * The `createSvgIcon` that `@mui/icons-material` builds its icons with, in place of MUI's own: the
 * build swaps it in (`LightSvgIcons` in shared/build/create-webpack-config.cjs). An icon with the usual
 * props (fontSize, className, htmlColor, titleAccess, handlers) is one plain `<svg>` styled by the
 * class rules of `lightIconRules`; MUI's SvgIcon is five components and an emotion style per icon,
 * and a list page shows about eighty icons. Props only SvgIcon understands (sx, a palette colour,
 * component, a view box, a custom size) still get SvgIcon.
 */
export const LIGHT_ICON_CLASS = 'cf-icon';

const SIZE_CLASSES = {
  small: 'MuiSvgIcon-fontSizeSmall cf-icon-small',
  medium: 'MuiSvgIcon-fontSizeMedium',
  large: 'MuiSvgIcon-fontSizeLarge cf-icon-large',
  inherit: 'MuiSvgIcon-fontSizeInherit cf-icon-inherit',
} as const;

function isPlain(props: SvgIconProps): boolean {
  const { sx, component, color, viewBox, inheritViewBox, fontSize } = props as SvgIconProps & {
    component?: unknown;
  };
  return (
    sx === undefined &&
    component === undefined &&
    (color === undefined || color === 'inherit') &&
    viewBox === undefined &&
    !inheritViewBox &&
    (fontSize === undefined || Object.hasOwn(SIZE_CLASSES, fontSize))
  );
}

export default function createSvgIcon(path: ReactNode, displayName: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: a factory of icon components, as MUI's createSvgIcon: each icon module calls it once, when it loads
  function Icon(props: SvgIconProps, ref: Ref<SVGSVGElement>) {
    if (!isPlain(props)) return createElement(SvgIcon, { ref, ...props }, path);
    const {
      className,
      fontSize = 'medium',
      htmlColor,
      titleAccess,
      children: _ignored,
      color: _inherit,
      ...rest
    } = props;
    return createElement(
      'svg',
      {
        className: `MuiSvgIcon-root ${LIGHT_ICON_CLASS} ${SIZE_CLASSES[fontSize as keyof typeof SIZE_CLASSES]}${className ? ` ${className}` : ''}`,
        focusable: 'false',
        'aria-hidden': titleAccess ? undefined : true,
        role: titleAccess ? 'img' : undefined,
        viewBox: '0 0 24 24',
        color: htmlColor,
        ref,
        ...rest,
      },
      path,
      titleAccess ? createElement('title', null, titleAccess) : null,
    );
  }
  // As MUI's createSvgIcon: components that treat an icon child specially look for this name.
  Icon.muiName = SvgIcon.muiName;
  Icon.displayName = `${displayName}Icon`;
  return memo(forwardRef(Icon));
}

/** The styles MUI's SvgIcon gives an icon, as class rules for the page's baseline (CssBaseline). */
export function lightIconRules(theme: Theme) {
  return {
    [`.${LIGHT_ICON_CLASS}`]: {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: theme.typography.pxToRem(24),
      transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
    },
    '.cf-icon-small': { fontSize: theme.typography.pxToRem(20) },
    '.cf-icon-large': { fontSize: theme.typography.pxToRem(35) },
    '.cf-icon-inherit': { fontSize: 'inherit' },
  };
}
