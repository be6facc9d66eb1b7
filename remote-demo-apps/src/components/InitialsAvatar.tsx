import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A person's avatar: the picture when there is one, else their initials on the theme's primary
 * colour. Hidden from screen readers: the name is always written beside it.
 */
export function InitialsAvatar(props: {
  fullName: string;
  src?: string;
  size?: number;
  sx?: SxProps<Theme>;
}) {
  const size = props.size ?? 38;
  return (
    <Avatar
      src={props.src || undefined}
      alt=""
      aria-hidden
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      {initials(props.fullName)}
    </Avatar>
  );
}
