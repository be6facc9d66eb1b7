import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';

export const floatingOpener = (bottom: number): SxProps<Theme> => ({
  position: 'fixed',
  insetInlineEnd: 24,
  bottom,
  zIndex: (theme) => theme.zIndex.speedDial,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  boxShadow: 3,
  '&:hover': { bgcolor: 'primary.dark' },
});

/** The gear that opens the customizer: in the navbar, or floating when the navbar is hidden. */
export function CustomizerButton({ floating = false, onClick }: { floating?: boolean; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('customizer.open')}>
      <IconButton
        aria-label={t('customizer.open')}
        aria-haspopup="dialog"
        onClick={onClick}
        sx={floating ? floatingOpener(80) : undefined}
      >
        <SettingsOutlined />
      </IconButton>
    </Tooltip>
  );
}
