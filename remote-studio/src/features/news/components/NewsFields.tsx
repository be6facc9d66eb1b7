import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type CreateNewsInput, NEWS_STATUSES } from '@cloudfit/shared/schemas/news.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import {
  FieldGrid,
  FormCenters,
  FormInstant,
  FormSelect,
  FormSwitch,
  FormText,
} from '@cloudfit/shared/ui/kit/form';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { NewsMarkdown } from './NewsMarkdown';

/** The item's fields with a live preview of the body as staff will read it. */
export function NewsFields() {
  const { t } = useTranslation('studio');
  const { timeZone } = useStudioFormat();
  const { control } = useFormContext<CreateNewsInput>();
  const body = useWatch({ control, name: 'body' });
  const zoneHelp = t('news.fields.zoneHelp', { zone: timeZone.replaceAll('_', ' ') });
  return (
    <FieldGrid>
      <div className="full-row">
        <FormText<CreateNewsInput> name="title" label={t('news.fields.title')} required autoFocus />
      </div>
      <FormText<CreateNewsInput>
        name="body"
        label={t('news.fields.body')}
        helperText={t('news.fields.bodyHelp')}
        multiline
        minRows={8}
        required
      />
      <Box>
        <Typography variant="caption" color="text.secondary" component="h3" sx={{ mb: 0.5 }}>
          {t('news.preview')}
        </Typography>
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('news.preview')}
          data-testid="news-preview"
          sx={{ p: 1.5, minHeight: 190, maxHeight: 320, overflow: 'auto' }}
        >
          {body?.trim() ? (
            <NewsMarkdown body={body} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('news.previewEmpty')}
            </Typography>
          )}
        </Paper>
      </Box>
      <FormCenters<CreateNewsInput> name="centerIds" label={t('news.fields.centers')} />
      <FormSelect<CreateNewsInput>
        name="status"
        label={t('news.fields.status')}
        required
        options={NEWS_STATUSES.map((status) => ({ value: status, label: t(`news.statuses.${status}`) }))}
        helperText={t('news.fields.statusHelp')}
      />
      <FormInstant<CreateNewsInput>
        name="publishAt"
        label={t('news.fields.publishAt')}
        timeZone={timeZone}
        helperText={`${t('news.fields.publishAtHelp')} ${zoneHelp}`}
      />
      <FormInstant<CreateNewsInput>
        name="expiresAt"
        label={t('news.fields.expiresAt')}
        timeZone={timeZone}
        helperText={`${t('news.fields.expiresAtHelp')} ${zoneHelp}`}
      />
      <FormSwitch<CreateNewsInput>
        name="pinned"
        label={t('news.fields.pinned')}
        helperText={t('news.fields.pinnedHelp')}
      />
    </FieldGrid>
  );
}
