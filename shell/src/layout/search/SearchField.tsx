import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate } from '@cloudfit/shared/router/app-router';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useVisibleMenu } from '../visible-menu';
import { SEARCH_OVERLAY_SX } from './search-overlay';
import { useMemberSuggestions } from './use-member-suggestions';

interface SearchOption {
  kind: 'screen' | 'member';
  key: string;
  label: string;
  /** The screen's menu group, or the member's number and contact. */
  detail: string;
  path: string;
}

const filterScreens = createFilterOptions<SearchOption>({
  stringify: (option) => `${option.label} ${option.detail}`,
});

function useScreenOptions(): SearchOption[] {
  const { t } = useTranslation();
  const menu = useVisibleMenu();
  return useMemo(
    () =>
      menu.flatMap((group) =>
        group.children.map((link) => ({
          kind: 'screen' as const,
          key: `screen:${link.path}`,
          label: t(`menu.${link.label}`),
          detail: t(`menu.${group.label}`),
          path: link.path,
        })),
      ),
    [menu, t],
  );
}

/** The opened search: its options are worked out only now, not with every page. */
/** `initialText`: what was typed while this file loaded. */
export default function SearchField({ onClose, initialText }: { onClose: () => void; initialText: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const screens = useScreenOptions();
  const { members, loading } = useMemberSuggestions(text);
  // Closing unmounts the field, which forgets what was typed.
  const close = onClose;

  const memberOptions = members.map(
    (member): SearchOption => ({
      kind: 'member',
      key: `member:${member.id}`,
      label: member.fullName,
      detail: [member.memberNumber, member.phone ?? member.email].filter(Boolean).join(' · '),
      path: `/apps/member/edit/${member.id}`,
    }),
  );

  return (
    <Box sx={SEARCH_OVERLAY_SX}>
      <Autocomplete<SearchOption>
        fullWidth
        openOnFocus
        autoHighlight
        value={null}
        inputValue={text}
        onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
        options={[...screens, ...memberOptions]}
        filterOptions={(options, state) => [
          ...filterScreens(
            options.filter((option) => option.kind === 'screen'),
            state,
          ),
          ...options.filter((option) => option.kind === 'member'),
        ]}
        groupBy={(option) => t(option.kind === 'screen' ? 'search.screens' : 'search.members')}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={(option, value) => option.key === value.key}
        loading={loading}
        loadingText={t('loading')}
        noOptionsText={t('search.noResults')}
        onChange={(_event, option) => {
          if (!option) return;
          close();
          navigate(option.path);
        }}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box>
              <Typography variant="body2">{option.label}</Typography>
              <Typography variant="caption" color="text.secondary">
                {option.detail}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            size="small"
            placeholder={t('search.placeholder')}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: <SearchOutlined color="action" sx={{ mx: 1 }} />,
              },
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label') },
            }}
          />
        )}
      />
    </Box>
  );
}
