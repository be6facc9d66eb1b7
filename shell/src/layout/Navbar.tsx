import type { ListResult } from '@cloudfit/shared/api/list-query';
import { LOCALES, type Locale } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { i18n, switchLanguage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useLocation, useNavigate } from '@cloudfit/shared/router/app-router';
import { LOGIN_PATH } from '@cloudfit/shared/session/home-route';
import { appStore, type NavbarType, useAppStore } from '@cloudfit/shared/store/app-store';
import { readNewsSeenAt } from '@cloudfit/shared/store/preferences';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mirrorInRtl } from '../app/theme';
import { mayOpenRemoteDiagnostics, setRemoteDiagnosticsOpen } from '../diagnostics/diagnostics-open';
import '../remotes/remotes.i18n';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { CustomizerButton } from './customizer/CustomizerButton';
import { BLEED } from './gutter';
import { currentNewsCountRead } from './layout-reads';
import { NavbarSearch } from './search/NavbarSearch';

const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
  'zh-TW': '繁體中文',
};

function CenterSwitcher() {
  const { t } = useTranslation();
  const current = useAppStore((s) => s.currentCenter);
  const canRead = useAppStore((s) => s.ability.can('read', 'Center'));
  // The same read as the studio's format data: one request for both.
  const { data: allCenters } = useCenters(canRead);
  const centers = allCenters?.filter((center) => center.active);
  // A branch remembered on this device that has since been archived is no longer where anyone works.
  const archived = Boolean(current && allCenters?.some((c) => c.id === current.id && !c.active));
  useEffect(() => {
    if (archived) appStore.getState().setCurrentCenter(null);
  }, [archived]);
  if (!canRead) return null;
  return (
    <TextField
      select
      size="small"
      label={t('navbar.currentCenter')}
      value={current && !archived ? current.id : 'all'}
      onChange={(event) => {
        const center = centers?.find((c) => String(c.id) === String(event.target.value));
        appStore.getState().setCurrentCenter(center ? { id: center.id, name: center.name } : null);
      }}
      sx={{ width: { xs: 160, sm: 220 }, flexShrink: 1, minWidth: 0 }}
      slotProps={{ select: { inputProps: { 'data-testid': 'center-switcher' } } }}
    >
      <MenuItem value="all">{t('navbar.allCenters')}</MenuItem>
      {centers?.map((center) => (
        <MenuItem key={center.id} value={center.id}>
          {center.name}
        </MenuItem>
      ))}
      {current && !archived && !centers?.some((c) => c.id === current.id) && (
        <MenuItem value={current.id}>{current.name}</MenuItem>
      )}
    </TextField>
  );
}

function chooseLocale(locale: Locale) {
  appStore.getState().setLocale(locale);
  void switchLanguage(locale);
}

/** The five languages as menu items, each named in its own language. */
function languageItems(current: string, choose: (locale: Locale) => void) {
  return LOCALES.map((locale) => (
    <MenuItem key={locale} selected={locale === current} onClick={() => choose(locale)} lang={locale}>
      {LOCALE_NAMES[locale]}
    </MenuItem>
  ));
}

function LanguageMenu() {
  // useTranslation re-renders on a language change; the language itself is read from the one i18next.
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (locale: Locale) => {
    chooseLocale(locale);
    setAnchor(null);
  };
  return (
    <>
      <Tooltip title={t('navbar.language')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('navbar.language')}>
          <TranslateOutlined />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languageItems(i18n.language, choose)}
      </Menu>
    </>
  );
}

/**
 * The signed-in user's menu. On a phone (`onCustomize` given) it also holds the languages and the
 * layout customizer, whose buttons would leave the branch switcher no room in the navbar.
 */
function UserMenu({ onCustomize }: { onCustomize?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppStore((s) => s.session.userData);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  const signOut = async () => {
    setAnchor(null);
    const { refreshToken } = appStore.getState().session;
    // Signing out always works locally, even when the server cannot be reached.
    await apiClient.post('jwt/logout', { refreshToken }, { skipRefresh: true }).catch(() => undefined);
    appStore.getState().signOut();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        title={t('navbar.userMenu')}
        sx={{ gap: 1, borderRadius: 2 }}
      >
        <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} color="text.primary">
            {user.fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {user.role ? t(`roles.${user.role}`) : ''}
          </Typography>
        </Box>
        <Avatar src={user.avatar ?? undefined} alt="" aria-hidden sx={{ width: 38, height: 38 }}>
          {user.fullName.slice(0, 1)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled>{t('navbar.signedInAs', { name: user.email })}</MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to="/account/profile" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {t('titles.myProfile')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/account/password" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <LockOutlined fontSize="small" />
          </ListItemIcon>
          {t('titles.changePassword')}
        </MenuItem>
        {mayOpenRemoteDiagnostics() && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setRemoteDiagnosticsOpen(true);
            }}
          >
            <ListItemIcon>
              <BugReportOutlined fontSize="small" />
            </ListItemIcon>
            {t('remotes:openDiagnostics')}
          </MenuItem>
        )}
        <Divider />
        {onCustomize && [
          <ListSubheader key="language">{t('navbar.language')}</ListSubheader>,
          ...languageItems(i18n.language, (locale) => {
            chooseLocale(locale);
            setAnchor(null);
          }),
          <Divider key="language-end" />,
          <MenuItem
            key="customize"
            onClick={() => {
              setAnchor(null);
              onCustomize();
            }}
          >
            <ListItemIcon>
              <SettingsOutlined fontSize="small" />
            </ListItemIcon>
            {t('customizer.open')}
          </MenuItem>,
        ]}
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" sx={mirrorInRtl} />
          </ListItemIcon>
          {t('navbar.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

const NEWS_COUNT_REFRESH_MS = 5 * 60_000;

/**
 * How many current news for the branch staff work in this reader has not seen: the news panel's
 * filter, since the panel was last opened (it then refreshes this count).
 */
function useUnreadNewsCount(enabled: boolean) {
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const staffId = useAppStore((s) => s.session.userData?.id);
  return useQuery({
    queryKey: ['news', 'current', 'count', centerId ?? null, staffId ?? null],
    queryFn: ({ signal }) => {
      const read = currentNewsCountRead(centerId, readNewsSeenAt(staffId));
      return apiClient.get<ListResult<unknown>>(read.path, { signal, searchParams: read.searchParams });
    },
    select: (result) => result.total,
    enabled,
    refetchInterval: NEWS_COUNT_REFRESH_MS,
  });
}

/**
 * Calls `onNavigate` when the address changes. Rendered only while a panel is open, so the navbar
 * does not render again on every navigation.
 */
function CloseOnNavigation({ onNavigate }: { onNavigate(): void }) {
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== openedOn.current) onNavigate();
  }, [pathname, onNavigate]);
  return null;
}

/**
 * The bell: its badge counts the current news not seen yet, and it opens remote-studio's news panel
 * (loaded only then, so the first screen does not wait for it), which links to every news item.
 */
function NotificationsBell() {
  const { t } = useTranslation();
  const canRead = useAppStore((s) => s.ability.can('read', 'News'));
  const count = useUnreadNewsCount(canRead).data ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  if (!canRead) return null;
  const label = t('navbar.notifications', { count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge
            badgeContent={count}
            color="error"
            data-testid="news-count"
            // The darker red keeps white digits readable in the dark skin too (its lighter red does not).
            sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark' } }}
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100vw - 32px)', maxHeight: '70vh' } } }}
      >
        <RemoteScreen remote="remote_studio" module="./NewsPanel" />
        {anchor && <CloseOnNavigation onNavigate={close} />}
      </Popover>
    </>
  );
}

/** The demo shop's cart, for users of the demo, while it holds something. */
function CartButton() {
  const { t } = useTranslation();
  const canUseDemo = useAppStore((s) => s.ability.can('read', 'Demo'));
  const count = useAppStore((s) => s.session.userData?.extras.eCommerceCartItemsCount ?? 0);
  if (!canUseDemo || count <= 0) return null;
  const label = t('navbar.cart', { count });
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to="/apps/e-commerce/checkout" aria-label={label}>
        <Badge badgeContent={count} color="primary" data-testid="cart-count">
          <ShoppingCartOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/** Where the navbar sits: floating (a card above the page), sticky or static (full width), hidden. */
function navbarPlacement(type: Exclude<NavbarType, 'hidden'>) {
  const fullWidth = { borderRadius: 0, mx: BLEED, width: 'auto' };
  switch (type) {
    case 'floating':
      return { position: 'sticky', sx: { borderRadius: { md: 2 }, mt: { md: 2 }, top: { md: 16 } } } as const;
    case 'sticky':
      return { position: 'sticky', sx: { ...fullWidth, top: 0 } } as const;
    case 'static':
      return { position: 'static', sx: fullWidth } as const;
  }
}

/** `onOpenMenu` is given on a tablet or phone, where the menu slides over the page instead of collapsing. */
export const Navbar = memo(function Navbar({
  type,
  onOpenMenu,
  onCustomize,
}: {
  type: Exclude<NavbarType, 'hidden'>;
  onOpenMenu?: () => void;
  onCustomize(): void;
}) {
  const { t } = useTranslation();
  const collapsed = useAppStore((s) => s.layout.menuCollapsed);
  const placement = navbarPlacement(type);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar
      position={placement.position}
      color="inherit"
      elevation={1}
      sx={placement.sx}
      data-navbar-type={type}
    >
      <Toolbar sx={{ position: 'relative', gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          edge="start"
          aria-label={t('navbar.toggleMenu')}
          aria-pressed={onOpenMenu ? undefined : collapsed}
          onClick={() =>
            onOpenMenu ? onOpenMenu() : appStore.getState().setLayout({ menuCollapsed: !collapsed })
          }
        >
          <MenuIcon />
        </IconButton>
        <CenterSwitcher />
        <Box sx={{ flexGrow: 1 }} />
        <NavbarSearch />
        <NotificationsBell />
        <CartButton />
        {!phone && <LanguageMenu />}
        {!phone && <CustomizerButton onClick={onCustomize} />}
        <UserMenu onCustomize={phone ? onCustomize : undefined} />
      </Toolbar>
    </AppBar>
  );
});
