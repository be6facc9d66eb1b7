import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { NavLink, useLocation } from '@cloudfit/shared/router/app-router';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { pressableStates } from '@cloudfit/shared/ui/pressable-states';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { styled, ThemeProvider, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createMenuTheme } from '../app/theme';
import { prefetchScreens } from '../remotes/screen-prefetch';
import type { AppRoute } from '../routes';
import { menuPathOf, routeOfMenuLink, useVisibleMenu } from './visible-menu';

export const MENU_WIDTH = 260;
export const MENU_COLLAPSED_WIDTH = 72;

/**
 * The menu's entries are plain links and buttons styled here as MUI's dense list items: the menu is
 * on every screen, and a ListItem, ListItemButton, ListItemIcon and ListItemText per entry made it
 * a fifth of the first screen's components.
 */
const MenuNav = styled('nav')(({ theme }) => ({
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& > ul': { padding: theme.spacing(0, 1) },
  '& .cf-menu-item': {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    boxSizing: 'border-box',
    minWidth: 0,
    padding: theme.spacing(0.5, 2),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    color: theme.palette.text.primary,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    ...pressableStates(theme),
  },
  '& .cf-menu-child': { paddingInlineStart: theme.spacing(7) },
  '& .cf-menu-item.active': {
    backgroundColor: theme.palette.action.selected,
    color: theme.palette.primary.main,
  },
  '& .cf-menu-icon': {
    display: 'inline-flex',
    flexShrink: 0,
    minWidth: 40,
    color: theme.palette.action.active,
  },
  '& .cf-menu-label': {
    ...theme.typography.body2,
    flex: '1 1 auto',
    minWidth: 0,
    margin: theme.spacing(0.5, 0),
  },
  '& .cf-menu-item > svg': { color: theme.palette.action.active },
}));

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
  // A record or form screen highlights the entry it was opened from.
  const activePath = menuPathOf(pathname, menu);
  const activeGroup = menu.find((g) => g.children.some((c) => c.path === activePath))?.label;
  const linkClass = (path: string, base: string) => (path === activePath ? `${base} active` : base);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  // With the menu collapsed to icons, a group's items open in a flyout beside its icon.
  const [flyout, setFlyout] = useState<{ label: string; anchor: HTMLElement } | null>(null);
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
        <MenuNav aria-label={t('appName')}>
          <ul>
            {menu.map((group) => {
              const Icon = group.icon;
              const single = group.children.length === 1 ? group.children[0] : undefined;
              const groupLabel = t(`menu.${group.label}`);
              const content = (
                <>
                  <span className="cf-menu-icon">
                    <Icon />
                  </span>
                  {!collapsed && <span className="cf-menu-label">{groupLabel}</span>}
                </>
              );
              const button = single ? (
                <NavLink
                  to={single.path}
                  className={() => linkClass(single.path, 'cf-menu-item')}
                  aria-label={collapsed ? groupLabel : undefined}
                >
                  {content}
                </NavLink>
              ) : (
                <button
                  type="button"
                  className="cf-menu-item"
                  onClick={(event) =>
                    collapsed
                      ? setFlyout({ label: group.label, anchor: event.currentTarget })
                      : setOpen({ ...open, [group.label]: !isOpen(group.label) })
                  }
                  aria-expanded={collapsed ? flyout?.label === group.label : isOpen(group.label)}
                  aria-haspopup={collapsed ? 'menu' : undefined}
                  aria-label={collapsed ? groupLabel : undefined}
                >
                  {content}
                  {!collapsed && (isOpen(group.label) ? <ExpandLess /> : <ExpandMore />)}
                </button>
              );
              return (
                <li key={group.label}>
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
                      <ul>
                        {group.children.map((link) => (
                          <li key={link.path}>
                            <NavLink
                              to={link.path}
                              className={() => linkClass(link.path, 'cf-menu-item cf-menu-child')}
                            >
                              <span className="cf-menu-label">{t(`menu.${link.label}`)}</span>
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </Collapse>
                  )}
                </li>
              );
            })}
          </ul>
        </MenuNav>
      </Drawer>
      {collapsed && (
        <Menu
          open={flyout !== null}
          anchorEl={flyout?.anchor}
          onClose={() => setFlyout(null)}
          anchorOrigin={{ vertical: 'top', horizontal: direction === 'rtl' ? 'left' : 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: direction === 'rtl' ? 'right' : 'left' }}
          slotProps={{ list: { 'aria-label': flyout ? t(`menu.${flyout.label}`) : undefined, dense: true } }}
        >
          {menu
            .find((group) => group.label === flyout?.label)
            ?.children.map((link) => (
              <MenuItem
                key={link.path}
                component={NavLink}
                to={link.path}
                selected={link.path === activePath}
                onClick={() => setFlyout(null)}
              >
                {t(`menu.${link.label}`)}
              </MenuItem>
            ))}
        </Menu>
      )}
    </MenuSkin>
  );
}
