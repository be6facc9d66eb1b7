import { SCROLL_TO_TOP_THRESHOLD_PX } from '@cloudfit/shared/constants';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Not read at mount: reading scrollY then forces a layout of the page being built, and a page
    // restored further down fires a scroll event anyway.
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="small"
        aria-label={t('scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        // On a phone at the bottom left: forms end with their actions at the right, where the button
        // sat beside (and over) "Discard changes".
        sx={{
          position: 'fixed',
          right: { xs: 'auto', sm: 24 },
          left: { xs: 16, sm: 'auto' },
          bottom: { xs: 16, sm: 24 },
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
