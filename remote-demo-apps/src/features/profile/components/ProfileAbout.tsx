import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { Profile } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import StarOutlined from '@mui/icons-material/StarOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { initialsOf } from './initials';

/** The about card (with joined date, city, email and website) and the suggested pages. */
export function ProfileAbout({
  about,
  pages,
}: {
  about: Profile['about'];
  pages: Profile['suggestedPages'];
}) {
  const { t, i18n } = useTranslation('demo');
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(about.joined),
  );
  const facts = [
    { label: t('profile.joined'), value: joined },
    { label: t('profile.lives'), value: about.lives },
    { label: t('profile.email'), value: <Link href={`mailto:${about.email}`}>{about.email}</Link> },
    {
      label: t('profile.website'),
      value: (
        <Link href={about.website} target="_blank" rel="noopener noreferrer">
          {about.website.replace(/^https?:\/\//, '')}
        </Link>
      ),
    },
  ];
  return (
    <>
      <Card sx={{ mb: 3 }} component="section" aria-labelledby="profile-about-title">
        <CardContent>
          <Typography id="profile-about-title" variant="h6" component="h2" gutterBottom>
            {t('profile.about')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {about.about}
          </Typography>
          {facts.map(({ label, value }) => (
            <div key={label}>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
                {label}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {value}
              </Typography>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="profile-pages-title">
        <CardContent>
          <Typography id="profile-pages-title" variant="h6" component="h2">
            {t('profile.suggestedPages')}
          </Typography>
          <List>
            {pages.map((page) => (
              <ListItem
                key={page.name}
                disableGutters
                secondaryAction={
                  page.favorite ? (
                    <StarOutlined color="warning" aria-label={t('profile.favorite')} role="img" />
                  ) : (
                    <StarOutlineOutlined color="disabled" aria-hidden />
                  )
                }
              >
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.main' }}>{initialsOf(page.name)}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={page.name} secondary={page.subtitle} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </>
  );
}
