import { SCROLL_TO_TOP_THRESHOLD_PX } from '@cloudfit/shared/constants';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { type CSSProperties, useEffect, useState } from 'react';

/** How far above the footer's top edge the button stays once the footer is in view. */
const ABOVE_FOOTER_PX = 8;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // How much of the footer shows: the button rides above it, in the space the footer leaves free
  // above itself, over neither the footer's text nor the page's last controls.
  const [lift, setLift] = useState(0);
  useEffect(() => {
    // Not read at mount: reading scrollY then forces a layout of the page being built, and a page
    // restored further down fires a scroll event anyway.
    const place = () => {
      const shown = window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX;
      setVisible(shown);
      const footer = shown ? document.querySelector('footer[data-footer-type]') : null;
      const top = footer?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
      setLift(top < window.innerHeight ? Math.round(window.innerHeight - top + ABOVE_FOOTER_PX) : 0);
    };
    // A list that grows or shrinks under a still page moves the footer too.
    const resized = new ResizeObserver(() => {
      if (window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX) place();
    });
    resized.observe(document.body);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place, { passive: true });
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, []);
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="small"
        aria-label={t('scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        // A custom property, not sx: a class per scrolled pixel would pile up in the page's styles.
        style={{ '--cf-footer-lift': `${lift}px` } as CSSProperties}
        // On a phone at the bottom left: forms end with their actions at the right, where the button
        // sat beside (and over) "Discard changes".
        sx={{
          position: 'fixed',
          right: { xs: 'auto', sm: 24 },
          left: { xs: 16, sm: 'auto' },
          bottom: { xs: 'max(16px, var(--cf-footer-lift))', sm: 'max(24px, var(--cf-footer-lift))' },
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
