import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { BlogEdit } from '@cloudfit/shared/schemas/demo/pages-blog.schema';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
} from '@cloudfit/shared/schemas/demo/pages-image.schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { BlogImage } from './BlogImage';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The featured image: a PNG or JPEG of at most 800 KB, kept as a data URL, or removed. */
export function FeaturedImagePicker() {
  const { t } = useTranslation('demo');
  const form = useFormContext<BlogEdit>();
  const image = form.watch('featuredImage');
  const tags = form.watch('blogCategories');
  const error = form.formState.errors.featuredImage?.message;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) form.setError('featuredImage', { message: IMAGE_TYPE_MESSAGE });
    else if (file.size > MAX_IMAGE_BYTES) form.setError('featuredImage', { message: IMAGE_SIZE_MESSAGE });
    else
      form.setValue('featuredImage', await readAsDataUrl(file), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ width: { xs: '100%', sm: 200 }, borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
        <BlogImage src={image} tag={tags?.[0]} height={120} />
      </Box>
      <div>
        <Typography variant="subtitle2" component="p">
          {t('blog.form.featuredImage')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('blog.form.imageHint')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="contained" size="small">
            {t('blog.form.chooseImage')}
            <input hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={upload} />
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            disabled={!image}
            onClick={() => form.setValue('featuredImage', null, { shouldDirty: true, shouldValidate: true })}
          >
            {t('blog.form.removeImage')}
          </Button>
        </Stack>
        {error && <FormHelperText error>{translateMessage(error)}</FormHelperText>}
      </div>
    </Stack>
  );
}
