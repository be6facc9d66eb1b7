import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const CONTACTS = [
  { key: 'phone', Icon: PhoneOutlined, value: '+ (810) 2548 2568', href: 'tel:+81025482568' },
  { key: 'email', Icon: EmailOutlined, value: 'hello@help.com', href: 'mailto:hello@help.com' },
] as const;

/** "Still have a question?": the phone and email cards under the FAQ. */
export function FaqContactCards() {
  const { t } = useTranslation('demo');
  return (
    <Box component="section" aria-labelledby="faq-contact-title" sx={{ mt: 6, textAlign: 'center' }}>
      <Typography id="faq-contact-title" variant="h5" component="h2">
        {t('faq.contact.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('faq.contact.subtitle')}
      </Typography>
      <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
        {CONTACTS.map(({ key, Icon, value, href }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', bgcolor: 'action.hover' }}>
              <CardContent sx={{ p: 4 }}>
                <Avatar sx={{ bgcolor: 'primary.main', mx: 'auto', mb: 2 }}>
                  <Icon />
                </Avatar>
                <Link href={href} variant="h6" underline="hover">
                  {value}
                </Link>
                <Typography color="text.secondary">{t(`faq.contact.${key}`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
