import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { LiveEvent } from '@cloudfit/shared/live/live-event';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ConflictField } from './ConflictDialog';
import './live-notice.i18n';

/**
 * Says that the record an open form edits was changed elsewhere, by whom, when and which of the
 * form's fields, before its user saves into a conflict.
 */
export function LiveChangeNotice(props: {
  change: LiveEvent;
  fields?: readonly ConflictField[];
  onReload?(): void | Promise<void>;
}) {
  const { t, i18n } = useTranslation('kit');
  const format = useStudioFormat();
  const { change } = props;
  const labels = (props.fields ?? [])
    .filter((field) => change.changed.includes(field.name))
    .map((field) => field.label);
  const values = {
    name: change.actorName ?? t('liveNotice.someone'),
    time: format.time(change.at),
    fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(labels),
  };
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="live-change-notice"
      sx={{ mb: 2 }}
      action={
        props.onReload && (
          <Button color="inherit" size="small" onClick={() => void props.onReload?.()}>
            {t('liveNotice.reload')}
          </Button>
        )
      }
    >
      {labels.length > 0 ? t('liveNotice.changedFields', values) : t('liveNotice.changed', values)}
    </Alert>
  );
}
