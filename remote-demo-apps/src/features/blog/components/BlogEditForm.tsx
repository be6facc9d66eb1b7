import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateApiError, translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  type BlogEdit,
  type BlogEditData,
  blogEditSchema,
} from '@cloudfit/shared/schemas/demo/pages-blog.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FormProvider, type Path, useController, useForm, useFormContext } from 'react-hook-form';
import { useSaveBlogPost } from '../api/blog-queries';
import { FeaturedImagePicker } from './FeaturedImagePicker';

type FieldProps = { name: Path<BlogEdit>; label: string } & Pick<
  TextFieldProps,
  'multiline' | 'minRows' | 'select' | 'children' | 'required' | 'helperText' | 'slotProps'
>;

/** A text box or select bound to the edit form; messages shown in the user's language. */
function BlogField({ name, label, helperText, ...rest }: FieldProps) {
  const { control } = useFormContext<BlogEdit>();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={Boolean(error)}
      helperText={error ? translateMessage(error) : helperText}
      fullWidth
    />
  );
}

const editableOf = ({ userFullName, blogPosted, ...edit }: BlogEditData): BlogEdit => edit;

/** Title, categories, slug, status, excerpt and featured image; saved with a toast. */
export function BlogEditForm({ post }: { post: BlogEditData }) {
  const { t } = useTranslation('demo');
  const save = useSaveBlogPost();
  const form = useForm<BlogEdit>({
    resolver: zodResolver(blogEditSchema as never) as never,
    defaultValues: editableOf(post),
    mode: 'onTouched',
  });
  const chosenCategories = form.watch('blogCategories') ?? [];

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(editableOf(await save(values)));
      appStore.getState().toast(t('blog.form.saved'), 'success');
    } catch (error) {
      for (const [field, message] of Object.entries((ApiError.is(error) && error.fields) || {})) {
        form.setError(field as Path<BlogEdit>, { message });
      }
      appStore.getState().toast(translateApiError(error), 'error');
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('blog.form.title')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BlogField name="blogTitle" label={t('blog.form.blogTitle')} required />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <BlogField
              name="blogCategories"
              label={t('blog.form.categories')}
              required
              select
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) =>
                    (selected as string[]).map((category) => t(`blog.categories.${category}`)).join(', '),
                },
              }}
            >
              {BLOG_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  <Checkbox checked={chosenCategories.includes(category)} tabIndex={-1} disableRipple />
                  <ListItemText primary={t(`blog.categories.${category}`)} />
                </MenuItem>
              ))}
            </BlogField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <BlogField
              name="slug"
              label={t('blog.form.slug')}
              helperText={t('blog.form.slugHint')}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <BlogField name="status" label={t('blog.form.status')} required select>
              {BLOG_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`blog.statuses.${status}`)}
                </MenuItem>
              ))}
            </BlogField>
          </Grid>
          <Grid size={12}>
            <BlogField name="excerpt" label={t('blog.form.excerpt')} multiline minRows={3} />
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
    </FormProvider>
  );
}
