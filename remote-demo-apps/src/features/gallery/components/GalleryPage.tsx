import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface GalleryPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** A gallery page: its heading, then a grid of example cards. */
export function GalleryPage({ title, subtitle, children }: GalleryPageProps) {
  return (
    <Box sx={{ pb: 4 }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: 26, sm: 32 } }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      <Grid container spacing={3}>
        {children}
      </Grid>
    </Box>
  );
}

interface GalleryCardProps {
  title: string;
  /** One line under the title saying what the example shows. */
  description?: string;
  /** Full width at every size instead of half from md up. */
  wide?: boolean;
  children: ReactNode;
}

/** One example on a gallery page, headed by an h2 so the page reads as an outline. */
export function GalleryCard({ title, description, wide, children }: GalleryCardProps) {
  return (
    <Grid size={{ xs: 12, md: wide ? 12 : 6 }}>
      <Card sx={{ height: '100%' }}>
        <CardHeader
          title={title}
          subheader={description}
          slotProps={{
            title: { component: 'h2', variant: 'h6' },
            subheader: { variant: 'body2' },
          }}
        />
        <CardContent sx={{ pt: 0 }}>{children}</CardContent>
      </Card>
    </Grid>
  );
}
