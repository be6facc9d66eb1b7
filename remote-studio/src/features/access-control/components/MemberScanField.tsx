import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import Autocomplete from '@mui/material/Autocomplete';
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useEffect, useState } from 'react';
import type { DeskMember } from '../api/evaluate-check-in';
import { MIN_SEARCH_LENGTH, memberSuggestionsQuery, useMemberSuggestions } from '../api/member-suggestions';
import { MemberOption, ScanTextField } from './desk-parts';
import { scanChoice, scannedNumber } from './scan-choice';

const SUGGEST_DEBOUNCE_MS = 250;

/**
 * The desk's one big input. A barcode scanner types the member number and presses Enter; a person
 * types a number the same way, or part of a name and picks from the suggestions.
 */
export function MemberScanField(props: {
  inputRef: Ref<HTMLInputElement>;
  onMember(who: DeskMember): void;
  /**
   * Enter on text that is not a scanned number (while its search answers), or that found no one or
   * several: the member on screen before is not the one at the desk now.
   */
  onNoMember(): void;
  /** Bumped after each check-in: the box empties for the next scan. */
  clearSignal: number;
}) {
  const { t } = useTranslation('studio');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const suggestions = useMemberSuggestions(search);
  const queryClient = useQueryClient();

  const choose = (who: DeskMember) => {
    props.onMember(who);
    setText('');
    setSearch('');
  };

  /** Enter on typed text: the members it finds decide, read now if the suggestions lag behind the typing. */
  const onEnter = async (typed: string) => {
    const q = typed.trim();
    if (!q) return;
    const scanned = scannedNumber(q);
    if (scanned) {
      choose({ memberNumber: scanned });
      return;
    }
    // Someone else is at the desk now: the card of the last member goes while the search answers,
    // so a Check in meanwhile cannot let the wrong member in.
    props.onNoMember();
    const found =
      q.length >= MIN_SEARCH_LENGTH
        ? (await queryClient.fetchQuery(memberSuggestionsQuery(q)).catch(() => undefined))?.items
        : undefined;
    const choice = scanChoice(q, found);
    if (choice.kind === 'number') choose({ memberNumber: choice.memberNumber });
    else if (choice.kind === 'member') choose({ memberId: choice.member.id });
    else {
      setSearch(q);
      setHint(
        choice.kind === 'several' ? t('accessControl.scan.several') : t('accessControl.scan.nobody', { q }),
      );
    }
  };

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (props.clearSignal > 0) {
      setText('');
      setHint(null);
    }
  }, [props.clearSignal]);

  return (
    <Autocomplete<MemberListEntry, false, false, true>
      freeSolo
      options={search.trim().length >= 2 ? (suggestions.data ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.memberNumber)}
      inputValue={text}
      value={null}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset') return;
        setText(value);
        setHint(null);
      }}
      onChange={(_event, value) => {
        if (value === null) return;
        if (typeof value === 'string') void onEnter(value);
        else choose({ memberId: value.id });
      }}
      loading={suggestions.isFetching}
      loadingText={t('accessControl.scan.searching')}
      noOptionsText={t('accessControl.scan.noMatch')}
      renderOption={(optionProps, option) => (
        <MemberOption
          optionProps={optionProps}
          member={option}
          initial={option.firstName.charAt(0)}
          branch={option.homeCenterName}
        />
      )}
      renderInput={(params) => (
        <ScanTextField
          params={params}
          inputRef={props.inputRef}
          label={t('accessControl.scan.label')}
          helperText={hint ?? undefined}
          error={hint !== null}
        />
      )}
    />
  );
}
