import type { CheckInRefusalCode } from '@cloudfit/shared/api/domain-codes';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { CheckInEvaluationResult } from '@cloudfit/shared/schemas/check-in.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RefusalCures } from './RefusalCures';

/** A refusal in the desk's words: the `domain` namespace translates every refusal code. */
export function useRefusalText() {
  const { i18n } = useTranslation();
  return (code: CheckInRefusalCode) => i18n.t(code, { ns: 'domain' });
}

export type Outcome =
  | { kind: 'allowed'; memberName: string; overridden: boolean }
  | { kind: 'refused'; evaluation: CheckInEvaluationResult }
  | { kind: 'repeat'; memberName: string; at: string };

/** "3 minutes ago", "20 seconds ago" in the screen's language (the check-in was within the last quarter hour). */
function minutesAgo(at: string, locale: string): string {
  const seconds = Math.max(1, Math.floor((Date.now() - new Date(at).getTime()) / 1000));
  const ago = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  return seconds < 60 ? ago.format(-seconds, 'second') : ago.format(-Math.floor(seconds / 60), 'minute');
}

/**
 * The answer to the last Check in, large enough to read from across the desk: green when the
 * member may go in; red with the reason otherwise, and the override where this user may make it.
 */
export function CheckInOutcome(props: {
  outcome: Outcome;
  onOverride(): void;
  onCured(): void;
  onRepeat(): void;
}) {
  const { t, i18n } = useTranslation('studio');
  const format = useStudioFormat();
  const refusalText = useRefusalText();
  const { outcome } = props;
  if (outcome.kind === 'allowed') {
    return (
      <Alert
        severity="success"
        variant="filled"
        role="status"
        data-testid="check-in-outcome"
        sx={{ fontSize: 18, alignItems: 'center' }}
      >
        <AlertTitle sx={{ fontSize: 22, mb: 0 }}>
          {outcome.overridden
            ? t('accessControl.outcome.overridden', { name: outcome.memberName })
            : t('accessControl.outcome.allowed', { name: outcome.memberName })}
        </AlertTitle>
      </Alert>
    );
  }
  if (outcome.kind === 'repeat') {
    return (
      <Alert severity="warning" role="alert" data-testid="check-in-outcome" sx={{ fontSize: 18 }}>
        <AlertTitle sx={{ fontSize: 22 }}>
          {t('accessControl.outcome.repeat', {
            name: outcome.memberName,
            time: format.time(outcome.at),
            ago: minutesAgo(outcome.at, i18n.language),
          })}
        </AlertTitle>
        {t('accessControl.outcome.repeatHint')}
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" color="inherit" size="large" onClick={props.onRepeat}>
            {t('accessControl.outcome.repeatButton')}
          </Button>
        </Box>
      </Alert>
    );
  }
  const { evaluation } = outcome;
  const reason = evaluation.reason!;
  return (
    <Alert
      severity="error"
      variant="filled"
      role="alert"
      data-testid="check-in-outcome"
      sx={{ fontSize: 18, '& .MuiAlert-message': { flexGrow: 1, minWidth: 0 } }}
    >
      <AlertTitle sx={{ fontSize: 22 }}>
        {t('accessControl.outcome.refused', { name: evaluation.memberName })}
      </AlertTitle>
      {refusalText(reason)}
      {evaluation.overridable && !evaluation.canOverride && ` ${t('accessControl.override.managerOnly')}`}
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        <RefusalCures evaluation={evaluation} onCured={props.onCured} />
        {evaluation.canOverride && (
          <Button color="inherit" variant="text" size="large" onClick={props.onOverride}>
            {t('accessControl.override.button')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
