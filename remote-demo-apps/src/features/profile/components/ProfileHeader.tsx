import type { Profile } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { initialsOf } from './initials';

/** The cover band with the avatar, name and role. */
export function ProfileHeader({ header }: { header: Profile['header'] }) {
  return (
    <Card sx={{ mb: 3 }}>
      <Box
        aria-hidden
        sx={{
          height: { xs: 120, md: 200 },
          background: (theme) =>
            `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.light})`,
        }}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 2,
          px: { xs: 2, md: 4 },
          pb: 2,
        }}
      >
        <Avatar
          variant="rounded"
          sx={{
            mt: { xs: -5, md: -7 },
            width: { xs: 80, md: 110 },
            height: { xs: 80, md: 110 },
            fontSize: { xs: 28, md: 40 },
            bgcolor: 'primary.dark',
            border: 4,
            borderColor: 'background.paper',
          }}
        >
          {initialsOf(header.fullName)}
        </Avatar>
        <Box sx={{ pt: 1 }}>
          <Typography variant="h5" component="h1">
            {header.fullName}
          </Typography>
          <Typography color="text.secondary">{header.designation}</Typography>
        </Box>
      </Box>
    </Card>
  );
}
