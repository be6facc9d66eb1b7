import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  type BlogEdit,
  type BlogEditData,
  blogEditSchema,
} from '@cloudfit/shared/schemas/demo/pages-blog.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import {
  FormMultiSelect,
  FormSelect,
  FormText,
  KitFormProvider,
  useKitForm,
} from '@cloudfit/shared/ui/kit/form';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useSaveBlogPost } from '../api/blog-queries';
import { FeaturedImagePicker } from './FeaturedImagePicker';

const editableOf = ({ userFullName, blogPosted, ...edit }: BlogEditData): BlogEdit => edit;

/** Title, categories, slug, status, excerpt and featured image; saved with a toast. */
export function BlogEditForm({ post }: { post: BlogEditData }) {
  const { t } = useTranslation('demo');
  const save = useSaveBlogPost();
  const kit = useKitForm(blogEditSchema, {
    defaultValues: editableOf(post),
    mode: 'onTouched',
    toastRefusals: true,
    onSubmit: async (values, form) => {
      form.reset(editableOf(await save(values as BlogEdit)));
      appStore.getState().toast(t('blog.form.saved'), 'success');
    },
  });
  const { form } = kit;

  return (
    <KitFormProvider form={kit}>
      <form onSubmit={kit.onSubmit} noValidate aria-label={t('blog.form.title')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText<BlogEdit> name="blogTitle" label={t('blog.form.blogTitle')} required />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormMultiSelect<BlogEdit>
              name="blogCategories"
              label={t('blog.form.categories')}
              required
              options={BLOG_CATEGORIES.map((category) => ({
                value: category,
                label: t(`blog.categories.${category}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText<BlogEdit>
              name="slug"
              label={t('blog.form.slug')}
              helperText={t('blog.form.slugHint')}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelect<BlogEdit>
              name="status"
              label={t('blog.form.status')}
              required
              options={BLOG_STATUSES.map((status) => ({
                value: status,
                label: t(`blog.statuses.${status}`),
              }))}
            />
          </Grid>
          <Grid size={12}>
            <FormText<BlogEdit> name="excerpt" label={t('blog.form.excerpt')} multiline minRows={3} />
          </Grid>
          <Grid size={12}>
            <FeaturedImagePicker />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('blog.form.save')}
          </Button>
          <Button component={RouterLink} to={`/pages/blog/${post.id}`} variant="outlined" color="inherit">
            {t('blog.form.cancel')}
          </Button>
        </Stack>
      </form>
    </KitFormProvider>
  );
}
