import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useMemberSearch } from '../api/use-member-search';

const SEARCH_DEBOUNCE_MS = 250;

/** A member found by typing part of a name or a member number. */
export function MemberPicker(props: {
  value: MemberListEntry | null;
  onChange(member: MemberListEntry | null): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('studio');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useMemberSearch(query);
  const options = query ? (search.data ?? []) : [];

  return (
    <Autocomplete
      options={options}
      value={props.value}
      onChange={(_event, member) => props.onChange(member)}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      getOptionLabel={(member) => `${member.fullName} · ${member.memberNumber}`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      // The server already matched the text: show its answer as it is.
      filterOptions={(found) => found}
      loading={search.isFetching}
      loadingText={t('classes.roster.searching')}
      noOptionsText={query ? t('classes.roster.noMember', { q: query }) : t('classes.roster.typeToSearch')}
      disabled={props.disabled}
      autoHighlight
      sx={{ flexGrow: 1, minWidth: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('classes.roster.member')}
          placeholder={t('classes.roster.memberPlaceholder')}
        />
      )}
    />
  );
}
