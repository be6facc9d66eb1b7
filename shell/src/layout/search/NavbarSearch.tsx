import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { afterFirstScreen } from '../../remotes/after-first-screen';
import { SEARCH_OVERLAY_SX } from './search-overlay';

type SearchFieldComponent = ComponentType<{ onClose: () => void; initialText: string }>;

let loadedSearchField: SearchFieldComponent | undefined;

/**
 * The field (and the Autocomplete it is built on) is not part of the first screen: it loads after
 * it, or when opened before that. Once loaded it renders at once when opened, so
 * nothing typed right after `/` is lost.
 */
function loadSearchField(): Promise<SearchFieldComponent> {
  return import('./SearchField').then((module) => {
    loadedSearchField = module.default;
    return module.default;
  });
}

function useSearchField(expanded: boolean): SearchFieldComponent | undefined {
  const [field, setField] = useState(() => loadedSearchField);
  useEffect(() => {
    if (field) return;
    let mounted = true;
    const load = () => loadSearchField().then((loaded) => mounted && setField(() => loaded));
    if (expanded) void load();
    else afterFirstScreen(() => void load());
    return () => {
      mounted = false;
    };
  }, [expanded, field]);
  return field;
}

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
  const SearchField = useSearchField(expanded);
  const [typedEarly, setTypedEarly] = useState('');
  const close = () => {
    setExpanded(false);
    setTypedEarly('');
  };

  const opener = (
    <Tooltip title={t('search.shortcut')}>
      <IconButton aria-label={t('search.open')} aria-keyshortcuts="/ Control+K" onClick={open}>
        <SearchOutlined />
      </IconButton>
    </Tooltip>
  );
  if (!expanded) return opener;
  if (SearchField) return <SearchField initialText={typedEarly} onClose={close} />;
  return (
    <Box sx={SEARCH_OVERLAY_SX}>
      <TextField
        autoFocus
        fullWidth
        size="small"
        value={typedEarly}
        onChange={(event) => setTypedEarly(event.target.value)}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        placeholder={t('search.placeholder')}
        slotProps={{
          input: { startAdornment: <SearchOutlined color="action" sx={{ mx: 1 }} /> },
          htmlInput: { 'aria-label': t('search.label') },
        }}
      />
    </Box>
  );
}
