import type { LayoutState } from './app-store';

/**
 * The layout a user starts with, and what the customizer's "reset to defaults" goes back to. A
 * deployment that wants, say, a collapsed menu or the dark skin changes it here.
 */
export const LAYOUT_DEFAULTS: LayoutState = {
  skin: 'light',
  isRTL: false,
  menuCollapsed: false,
  navbarType: 'floating',
  footerType: 'static',
};
