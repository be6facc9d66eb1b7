import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Outlet } from '@cloudfit/shared/router/app-router';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useState } from 'react';
import { OfflineBanner } from '../offline/OfflineBanner';
import { CustomizerButton, floatingOpener } from './customizer/CustomizerButton';
import { Footer } from './Footer';
import { FocusOnNavigation } from './focus-on-navigation';
import { GUTTER } from './gutter';
import { Navbar } from './Navbar';
import { RemoteOverrideBanner } from './RemoteOverrideBanner';
import { ScrollToTop } from './ScrollToTop';
import { VerticalMenu } from './VerticalMenu';

// The panel's code (and the MUI parts only it uses) loads on first opening, not with every page.
const LayoutCustomizer = lazy(() => import('./customizer/LayoutCustomizer'));

const MAIN_ID = 'main-content';

/** The page's first Tab stop: straight to the screen, past the menu and the navbar. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        const target = main?.querySelector<HTMLElement>('h1') ?? main;
        if (target) {
          target.tabIndex = -1;
          target.focus();
        }
      }}
      sx={(theme) => ({
        position: 'fixed',
        insetInlineStart: 8,
        top: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('skipToContent')}
    </Box>
  );
}

export function VerticalLayout() {
  const { t } = useTranslation();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const [menuOpen, setMenuOpen] = useState(false);
  const [customizing, setCustomizing] = useState(false);
  // The panel mounts when first opened, not with every page, and then stays for its closing slide.
  const [customizerUsed, setCustomizerUsed] = useState(false);
  // Stable callbacks: the menu and the navbar are memoized, so a navigation renders the screen, not them.
  const customize = useCallback(() => {
    setCustomizerUsed(true);
    setCustomizing(true);
  }, []);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const navbarType = useAppStore((s) => s.layout.navbarType);
  const footerType = useAppStore((s) => s.layout.footerType);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <FocusOnNavigation mainId={MAIN_ID} />
      <SkipLink />
      <VerticalMenu compact={compact} open={menuOpen} onClose={closeMenu} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <RemoteOverrideBanner />
        <OfflineBanner />
        <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', px: GUTTER }}>
          {navbarType !== 'hidden' && (
            <Navbar type={navbarType} onOpenMenu={compact ? openMenu : undefined} onCustomize={customize} />
          )}
          <Box component="main" id={MAIN_ID} sx={{ flexGrow: 1, py: 3 }}>
            <Outlet />
          </Box>
          {footerType !== 'hidden' && <Footer sticky={footerType === 'sticky'} />}
        </Box>
      </Box>
      <ScrollToTop />
      {navbarType === 'hidden' && <CustomizerButton floating onClick={customize} />}
      {navbarType === 'hidden' && compact && (
        <IconButton aria-label={t('navbar.toggleMenu')} onClick={openMenu} sx={floatingOpener(136)}>
          <MenuOutlined />
        </IconButton>
      )}
      {customizerUsed && (
        <Suspense fallback={null}>
          <LayoutCustomizer open={customizing} onClose={() => setCustomizing(false)} />
        </Suspense>
      )}
    </Box>
  );
}

export function FullLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <FocusOnNavigation mainId={MAIN_ID} />
      <RemoteOverrideBanner />
      <OfflineBanner />
      <Box component="main" id={MAIN_ID} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
