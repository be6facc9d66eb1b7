import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, type ReactNode, useContext, useState } from 'react';

const SIDEBAR_WIDTH = 260;

interface SidebarControl {
  /** True under 768 px, where the sidebar is a drawer. */
  collapsed: boolean;
  close(): void;
}

const SidebarContext = createContext<SidebarControl>({ collapsed: false, close: () => {} });

/** Lets a sidebar item close the drawer after choosing (on narrow screens). */
export const useSidebar = () => useContext(SidebarContext);

/**
 * The template's app frame (email, todo, chat): a sidebar beside the content inside one card,
 * the sidebar becoming a drawer opened from a menu button under 768 px.
 */
export function SidebarLayout(props: {
  sidebar: ReactNode;
  /** Names the sidebar landmark and the button that opens it. */
  sidebarLabel: string;
  /** Placed after the menu button in the content's top bar. */
  toolbar: ReactNode;
  children: ReactNode;
}) {
  const theme = useTheme();
  const collapsed = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const sidebar = (
    <Box
      component="nav"
      aria-label={props.sidebarLabel}
      sx={{
        width: SIDEBAR_WIDTH,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'auto',
      }}
    >
      {props.sidebar}
    </Box>
  );
  return (
    <SidebarContext.Provider value={{ collapsed, close: () => setOpen(false) }}>
      <Paper
        sx={{
          display: 'flex',
          height: { xs: 'calc(100vh - 170px)', md: 'calc(100vh - 190px)' },
          minHeight: 480,
          overflow: 'hidden',
        }}
      >
        {collapsed ? (
          <Drawer open={open} onClose={() => setOpen(false)}>
            {sidebar}
          </Drawer>
        ) : (
          <Box sx={{ borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }}>{sidebar}</Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              minHeight: 56,
            }}
          >
            {collapsed && (
              <IconButton edge="start" aria-label={props.sidebarLabel} onClick={() => setOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
            {props.toolbar}
          </Box>
          <Box sx={{ flex: 1, minHeight: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}>
            {props.children}
          </Box>
        </Box>
      </Paper>
    </SidebarContext.Provider>
  );
}
