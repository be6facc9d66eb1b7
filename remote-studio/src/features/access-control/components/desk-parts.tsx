import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key, Ref } from 'react';

/** The desk's one big button: full width on a phone. */
export function CheckInButton(props: { onClick(): void; loading: boolean }) {
  const { t } = useTranslation('studio');
  return (
    <Button
      variant="contained"
      size="large"
      onClick={props.onClick}
      loading={props.loading}
      sx={{ minWidth: 160, py: 1.5, fontSize: 18, width: { xs: '100%', sm: 'auto' } }}
    >
      {t('accessControl.checkIn')}
    </Button>
  );
}

/** The scan box of the desk's member search: large type, a scanner icon, focused for the next card. */
export function ScanTextField(props: {
  params: AutocompleteRenderInputParams;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  helperText?: string;
  error: boolean;
}) {
  const { t } = useTranslation('studio');
  const { params } = props;
  return (
    <TextField
      {...params}
      inputRef={props.inputRef}
      autoFocus
      label={props.label}
      placeholder={t('accessControl.scan.placeholder')}
      helperText={props.helperText}
      error={props.error}
      slotProps={{
        ...params.slotProps,
        input: {
          ...params.slotProps.input,
          startAdornment: (
            <InputAdornment position="start">
              <QrCodeScannerOutlined />
            </InputAdornment>
          ),
          sx: { fontSize: { xs: 20, sm: 24 }, py: 1 },
        },
        htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'off', 'data-testid': 'desk-scan' },
      }}
    />
  );
}

/** The member's photo at the desk, or their initial on the brand colour. */
export function MemberPhoto(props: { photoUrl: string | null | undefined; name: string; fallback: string }) {
  const { t } = useTranslation('studio');
  return (
    <Avatar
      src={props.photoUrl ?? undefined}
      alt={t('accessControl.member.photo', { name: props.name })}
      sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {props.fallback}
    </Avatar>
  );
}

/** A suggestion under the scan box: photo, name, and number with phone (and the home branch online). */
export function MemberOption(props: {
  optionProps: HTMLAttributes<HTMLLIElement> & { key: Key };
  member: { photoUrl: string | null; fullName: string; memberNumber: string; phone: string | null };
  initial: string;
  branch?: string;
}) {
  const { key, ...optionProps } = props.optionProps;
  const { member } = props;
  return (
    <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
      <Avatar src={member.photoUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
        {props.initial}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body1">{member.fullName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {member.memberNumber}
          {member.phone ? ` · ${member.phone}` : ''}
          {props.branch ? ` · ${props.branch}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}
