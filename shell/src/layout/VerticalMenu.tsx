import { NavLink, useLocation } from '@cloudfit/shared/router/app-router';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMenuTheme } from '../app/theme';
import { prefetchScreens } from '../remotes/screen-prefetch';
import type { AppRoute } from '../routes';
import { routeOfMenuLink, useVisibleMenu } from './visible-menu';

export const MENU_WIDTH = 260;
export const MENU_COLLAPSED_WIDTH = 72;

/** On the semi-dark skin the menu alone is dark. */
function MenuSkin({ children }: { children: ReactNode }) {
  const skin = useAppStore((s) => s.layout.skin);
  const { direction } = useTheme();
  const menuTheme = useMemo(() => createMenuTheme(skin, direction), [skin, direction]);
  return menuTheme ? <ThemeProvider theme={menuTheme}>{children}</ThemeProvider> : children;
}

/**
 * The studio menu. On a wide screen it stays beside the page (collapsible to icons); on a tablet or
 * a phone (`compact`) it slides over the page when opened and closes when a screen is chosen.
 */
export function VerticalMenu({
  compact = false,
  open: compactOpen = false,
  onClose,
}: {
  compact?: boolean;
  open?: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const { direction } = useTheme();
  const collapsed = useAppStore((s) => s.layout.menuCollapsed) && !compact;
  const { pathname } = useLocation();
  const menu = useVisibleMenu();
  useEffect(() => {
    const routes = menu.flatMap((group) => group.children.map((link) => routeOfMenuLink(link.path)));
    prefetchScreens(routes.filter((route): route is AppRoute => route !== undefined));
  }, [menu]);
  const activeGroup = menu.find((g) => g.children.some((c) => pathname.startsWith(c.path)))?.label;
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const isOpen = (label: string) => open[label] ?? label === activeGroup;
  const width = collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH;

  return (
    <MenuSkin>
      <Drawer
        variant={compact ? 'temporary' : 'permanent'}
        open={compact ? compactOpen : true}
        onClose={onClose}
        onClick={(event) => {
          if (compact && (event.target as HTMLElement).closest('a')) onClose?.();
        }}
        sx={{
          width: compact ? undefined : width,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 150ms' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, height: 64 }}>
          <FitnessCenter color="primary" />
          {!collapsed && (
            <Typography variant="h6" color="primary" sx={{ fontWeight: 700 }}>
              {t('appName')}
            </Typography>
          )}
        </Box>
        <Box component="nav" aria-label={t('appName')}>
          <List dense sx={{ px: 1 }}>
            {menu.map((group) => {
              const Icon = group.icon;
              const single = group.children.length === 1 ? group.children[0] : undefined;
              const groupLabel = t(`menu.${group.label}`);
              const button = single ? (
                <ListItemButton component={NavLink} to={single.path} sx={{ borderRadius: 1 }}>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  {!collapsed && <ListItemText primary={groupLabel} />}
                </ListItemButton>
              ) : (
                <ListItemButton
                  onClick={() => setOpen({ ...open, [group.label]: !isOpen(group.label) })}
                  aria-expanded={isOpen(group.label)}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  {!collapsed && <ListItemText primary={groupLabel} />}
                  {!collapsed && (isOpen(group.label) ? <ExpandLess /> : <ExpandMore />)}
                </ListItemButton>
              );
              return (
                <ListItem key={group.label} disablePadding sx={{ display: 'block' }}>
                  {collapsed ? (
                    <Tooltip title={groupLabel} placement={direction === 'rtl' ? 'left' : 'right'}>
                      {button}
                    </Tooltip>
                  ) : (
                    button
                  )}
                  {/* A group open from the start does not slide open: a phone's drawer mounts its menu each
                      time it opens, and the items must not move under the finger about to tap one. */}
                  {!single && (
                    <Collapse in={isOpen(group.label) && !collapsed} appear={false} unmountOnExit>
                      <List disablePadding dense>
                        {group.children.map((link) => (
                          <ListItem key={link.path} disablePadding>
                            <ListItemButton
                              component={NavLink}
                              to={link.path}
                              sx={{
                                pl: 7,
                                borderRadius: 1,
                                '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
                              }}
                            >
                              <ListItemText primary={t(`menu.${link.label}`)} />
                            </ListItemButton>
                          </ListItem>
                        ))}
                      </List>
                    </Collapse>
                  )}
                </ListItem>
              );
            })}
          </List>
        </Box>
      </Drawer>
    </MenuSkin>
  );
}
