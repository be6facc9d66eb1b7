import '../../../i18n/demo-common.i18n';
import '../profile.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useProfile } from '../api/get-profile';
import { ProfileAbout } from '../components/ProfileAbout';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfilePosts } from '../components/ProfilePosts';

/** /pages/profile: cover and avatar, about and suggested pages beside the posts. */
export default function ProfileScreen() {
  const { t } = useTranslation('demo');
  const profile = useProfile();
  if (profile.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (profile.isError) return <Alert severity="error">{t('common.loadFailed')}</Alert>;
  const { header, about, suggestedPages, posts } = profile.data;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <ProfileHeader header={header} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ProfileAbout about={about} pages={suggestedPages} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <ProfilePosts posts={posts} />
        </Grid>
      </Grid>
    </Box>
  );
}
