import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CreateNewsInput,
  createNewsSchema,
  type NewsItem,
  type UpdateNewsInput,
  updateNewsSchema,
} from '@cloudfit/shared/schemas/news.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNewRecordCenterId } from '../../../components/new-record-center';
import { NewsFields } from './NewsFields';
import { NewsMarkdown } from './NewsMarkdown';
import { blankNews, newsConflictFields, newsFormValues } from './news-form';

export function NewsCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const currentCenterId = useNewRecordCenterId();
  return (
    <ResourceFormDialog
      open={props.open}
      onClose={props.onClose}
      schema={createNewsSchema}
      defaultValues={blankNews(currentCenterId)}
      submit={useSaveRecord<NewsItem, CreateNewsInput>('news', null)}
      successMessage={t('news.created')}
      afterSave="reset"
      title={t('news.new')}
      submitLabel={t('news.create')}
      maxWidth="md"
    >
      <NewsFields />
    </ResourceFormDialog>
  );
}

/** Edits one item; a save that crossed someone else's opens the 409 dialog. */
export function NewsEditDialog(props: { item: NewsItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centers = useCenters().data;
  return (
    <ResourceFormDialog
      onClose={props.onClose}
      schema={updateNewsSchema}
      defaultValues={newsFormValues(props.item)}
      submit={useSaveRecord<NewsItem, UpdateNewsInput>('news', props.item.id)}
      successMessage={t('news.saved')}
      live={{ resource: 'news', recordId: props.item.id }}
      conflict={{
        fields: newsConflictFields(t, format, centers),
        toFormValues: (current) => newsFormValues(current as NewsItem),
      }}
      title={t('news.editTitle')}
      submitLabel={t('kit:form.save')}
      maxWidth="md"
    >
      <NewsFields />
    </ResourceFormDialog>
  );
}

/** Reading one item, for staff who may not edit news. */
export function NewsReadDialog(props: { item: NewsItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{props.item.title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {format.dateTime(props.item.publishAt ?? props.item.createdAt)}
        </Typography>
        <NewsMarkdown body={props.item.body} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('kit:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
