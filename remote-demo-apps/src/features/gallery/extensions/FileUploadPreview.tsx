import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

interface Preview {
  name: string;
  size: number;
  url: string | null;
}

/** Files chosen in the browser (nothing is uploaded): images get a thumbnail, every file its name and size. */
export function FileUploadPreview() {
  const { t, i18n } = useTranslation('demo');
  const [previews, setPreviews] = useState<Preview[]>([]);
  useEffect(
    () => () => {
      for (const preview of previews) if (preview.url) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });
  return (
    <Box>
      <Button component="label" variant="contained" startIcon={<CloudUploadOutlined />}>
        {t('gallery.extensions.upload.choose')}
        <input
          hidden
          type="file"
          multiple
          accept="image/*,.pdf"
          onChange={(event) =>
            setPreviews(
              [...(event.target.files ?? [])].map((file) => ({
                name: file.name,
                size: file.size,
                url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
              })),
            )
          }
        />
      </Button>
      {previews.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('gallery.extensions.upload.none')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          }}
        >
          {previews.map((preview) => (
            <Box
              component="li"
              key={preview.name}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
            >
              {preview.url && (
                <Box
                  component="img"
                  src={preview.url}
                  alt={preview.name}
                  sx={{ width: '100%', height: 80, objectFit: 'cover', borderRadius: 0.5 }}
                />
              )}
              <Typography variant="caption" component="p" sx={{ wordBreak: 'break-all' }}>
                {preview.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {size.format(preview.size / 1024)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
