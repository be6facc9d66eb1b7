import SearchOutlined from '@mui/icons-material/SearchOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The field (and the Autocomplete it is built on) loads when first opened, not with every page.
const SearchField = lazy(() => import('./SearchField'));

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** `/` (outside a field) or Ctrl+K / ⌘K opens the search from anywhere. */
function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if (!slash && !commandK) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/**
 * The navbar search over the screens the user may open and, for those who may read members, the
 * members. A magnifier in the navbar; opened, it covers the navbar (so it fits a phone) and closes
 * when it loses focus, on Escape, or once a result is chosen.
 */
export function NavbarSearch() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const open = useCallback(() => setExpanded(true), []);
  useSearchShortcut(open);

  const opener = (
    <Tooltip title={t('search.shortcut')}>
      <IconButton aria-label={t('search.open')} aria-keyshortcuts="/ Control+K" onClick={open}>
        <SearchOutlined />
      </IconButton>
    </Tooltip>
  );
  if (!expanded) return opener;
  return (
    <Suspense fallback={opener}>
      <SearchField onClose={() => setExpanded(false)} />
    </Suspense>
  );
}
