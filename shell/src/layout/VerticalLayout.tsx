import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { RemoteOverrideBanner } from './RemoteOverrideBanner';
import { ScrollToTop } from './ScrollToTop';
import { VerticalMenu } from './VerticalMenu';

export function VerticalLayout() {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <VerticalMenu compact={compact} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <RemoteOverrideBanner />
        <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', px: { xs: 2, md: 3 } }}>
          <Navbar onOpenMenu={compact ? () => setMenuOpen(true) : undefined} />
          <Box component="main" sx={{ flexGrow: 1, py: 3 }}>
            <Outlet />
          </Box>
          <Footer />
        </Box>
      </Box>
      <ScrollToTop />
    </Box>
  );
}

export function FullLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <RemoteOverrideBanner />
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
