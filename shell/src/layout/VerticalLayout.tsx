import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { RemoteOverrideBanner } from './RemoteOverrideBanner';
import { ScrollToTop } from './ScrollToTop';
import { VerticalMenu } from './VerticalMenu';

export function VerticalLayout() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <VerticalMenu />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <RemoteOverrideBanner />
        <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', px: { xs: 2, md: 3 } }}>
          <Navbar />
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
