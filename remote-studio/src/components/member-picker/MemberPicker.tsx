import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import Autocomplete from '@mui/material/Autocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type Ref, useEffect, useState } from 'react';
import './member-picker.i18n';
import { useMemberSearch } from './use-member-search';

const SEARCH_DEBOUNCE_MS = 250;

/** A member found by typing part of a name or a member number (the class roster, a PT booking). */
export function MemberPicker(props: {
  value: MemberListEntry | null;
  onChange(member: MemberListEntry | null): void;
  label: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  /** A form's message for the field, already translated. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  sx?: SxProps<Theme>;
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
      loadingText={t('memberPicker.searching')}
      noOptionsText={query ? t('memberPicker.noMember', { q: query }) : t('memberPicker.typeToSearch')}
      disabled={props.disabled}
      autoHighlight
      className={props.className}
      sx={props.sx}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={props.inputRef}
          size={props.size}
          required={props.required}
          label={props.label}
          placeholder={t('memberPicker.placeholder')}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}
