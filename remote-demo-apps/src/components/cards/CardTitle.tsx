import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

/** A card's heading (h2 under the page's h1), with an optional subheading and action. */
export function CardTitle({
  title,
  subheader,
  action,
}: {
  title: string;
  subheader?: string;
  action?: ReactNode;
}) {
  return (
    <CardHeader
      title={title}
      subheader={subheader}
      action={action}
      slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { variant: 'body2' } }}
    />
  );
}
