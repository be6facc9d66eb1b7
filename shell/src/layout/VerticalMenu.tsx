import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link, useLocation } from '@cloudfit/shared/router/app-router';
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
import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createMenuTheme } from '../app/theme';
import { prefetchScreens } from '../remotes/screen-prefetch';
import type { AppRoute } from '../routes';
import type { MenuGroup } from './menu-items';
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

interface GroupProps {
  group: MenuGroup;
  collapsed: boolean;
  /** The highlighted entry when it is in this group; other groups get undefined and stay as they are. */
  activePath: string | undefined;
  expanded: boolean;
  flyoutOpen: boolean;
  onToggle(label: string, anchor: HTMLElement): void;
}

/** One entry of the menu, or one group and its entries; memoized, so a navigation renders only the groups it leaves and enters. */
const MenuGroupItem = memo(function MenuGroupItem({
  group,
  collapsed,
  activePath,
  expanded,
  flyoutOpen,
  onToggle,
}: GroupProps) {
  const { t } = useTranslation();
  const { direction } = useTheme();
  const Icon = group.icon;
  const single = group.children.length === 1 ? group.children[0] : undefined;
  const groupLabel = t(`menu.${group.label}`);
  const linkClass = (path: string, base: string) => (path === activePath ? `${base} active` : base);
  const content = (
    <>
      <span className="cf-menu-icon">
        <Icon />
      </span>
      {!collapsed && <span className="cf-menu-label">{groupLabel}</span>}
    </>
  );
  const button = single ? (
    <Link
      to={single.path}
      className={linkClass(single.path, 'cf-menu-item')}
      aria-current={single.path === activePath ? 'page' : undefined}
      aria-label={collapsed ? groupLabel : undefined}
    >
      {content}
    </Link>
  ) : (
    <button
      type="button"
      className="cf-menu-item"
      onClick={(event) => onToggle(group.label, event.currentTarget)}
      aria-expanded={collapsed ? flyoutOpen : expanded}
      aria-haspopup={collapsed ? 'menu' : undefined}
      aria-label={collapsed ? groupLabel : undefined}
    >
      {content}
      {!collapsed && (expanded ? <ExpandLess /> : <ExpandMore />)}
    </button>
  );
  return (
    <li>
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
        <Collapse in={expanded && !collapsed} appear={false} unmountOnExit>
          <ul>
            {group.children.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className={linkClass(link.path, 'cf-menu-item cf-menu-child')}
                  aria-current={link.path === activePath ? 'page' : undefined}
                >
                  <span className="cf-menu-label">{t(`menu.${link.label}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Collapse>
      )}
    </li>
  );
});

/** The entries, following the address: the highlighted entry, its group open, the collapsed menu's flyout. */
function MenuEntries({ menu, collapsed }: { menu: MenuGroup[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const { direction } = useTheme();
  const { pathname } = useLocation();
  // A record or form screen highlights the entry it was opened from.
  const activePath = menuPathOf(pathname, menu);
  const activeGroup = menu.find((g) => g.children.some((c) => c.path === activePath))?.label;
  const [open, setOpen] = useState<Record<string, boolean>>({});
  // With the menu collapsed to icons, a group's items open in a flyout beside its icon.
  const [flyout, setFlyout] = useState<{ label: string; anchor: HTMLElement } | null>(null);
  const isOpen = (label: string) => open[label] ?? label === activeGroup;
  const toggleRef = useRef<GroupProps['onToggle']>(() => {});
  toggleRef.current = (label, anchor) =>
    collapsed ? setFlyout({ label, anchor }) : setOpen({ ...open, [label]: !isOpen(label) });
  const onToggle = useCallback<GroupProps['onToggle']>(
    (label, anchor) => toggleRef.current(label, anchor),
    [],
  );

  return (
    <>
      <MenuNav aria-label={t('appName')}>
        <ul>
          {menu.map((group) => (
            <MenuGroupItem
              key={group.label}
              group={group}
              collapsed={collapsed}
              activePath={group.label === activeGroup ? activePath : undefined}
              expanded={isOpen(group.label)}
              flyoutOpen={flyout?.label === group.label}
              onToggle={onToggle}
            />
          ))}
        </ul>
      </MenuNav>
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
                component={Link}
                to={link.path}
                selected={link.path === activePath}
                onClick={() => setFlyout(null)}
              >
                {t(`menu.${link.label}`)}
              </MenuItem>
            ))}
        </Menu>
      )}
    </>
  );
}

/**
 * The studio menu. On a wide screen it stays beside the page (collapsible to icons); on a tablet or
 * a phone (`compact`) it slides over the page when opened and closes when a screen is chosen.
 */
export const VerticalMenu = memo(function VerticalMenu({
  compact = false,
  open: compactOpen = false,
  onClose,
}: {
  compact?: boolean;
  open?: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const collapsed = useAppStore((s) => s.layout.menuCollapsed) && !compact;
  const menu = useVisibleMenu();
  useEffect(() => {
    const routes = menu.flatMap((group) => group.children.map((link) => routeOfMenuLink(link.path)));
    prefetchScreens(routes.filter((route): route is AppRoute => route !== undefined));
  }, [menu]);
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
        <MenuEntries menu={menu} collapsed={collapsed} />
      </Drawer>
    </MenuSkin>
  );
});
