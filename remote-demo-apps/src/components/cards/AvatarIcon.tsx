import Avatar from '@mui/material/Avatar';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type PaletteColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/** The template's tinted round icon: the colour at low opacity behind the icon in that colour. */
export function AvatarIcon({
  color,
  size = 40,
  children,
}: {
  color: PaletteColor;
  size?: number;
  children: ReactNode;
}) {
  return (
    <Avatar
      sx={(theme) => ({
        width: size,
        height: size,
        bgcolor: alpha(theme.palette[color].main, 0.16),
        color: `${color}.main`,
      })}
    >
      {children}
    </Avatar>
  );
}
