import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  appStore,
  type FooterType,
  type LayoutState,
  type NavbarType,
  useAppStore,
} from '@cloudfit/shared/store/app-store';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';

const NAVBAR_TYPES: NavbarType[] = ['floating', 'sticky', 'static', 'hidden'];
const FOOTER_TYPES: FooterType[] = ['static', 'sticky', 'hidden'];

/** A small drawing of the app frame as the layout now is: menu, navbar, content and footer. */
function LayoutPreview({ layout }: { layout: LayoutState }) {
  const { t } = useTranslation('demo');
  const bar = { bgcolor: 'action.selected', borderRadius: 0.5 };
  return (
    <Box
      role="img"
      aria-label={t('gallery.pageLayouts.previewLabel', {
        menu: t(layout.menuCollapsed ? 'gallery.pageLayouts.collapsed' : 'gallery.pageLayouts.expanded'),
        navbar: t(`gallery.pageLayouts.navbarTypes.${layout.navbarType}`),
        footer: t(`gallery.pageLayouts.footerTypes.${layout.footerType}`),
      })}
      sx={{
        display: 'flex',
        gap: 1,
        height: 160,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          ...bar,
          bgcolor: 'primary.main',
          width: layout.menuCollapsed ? 18 : 64,
          transition: 'width 200ms',
        }}
      />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {layout.navbarType !== 'hidden' && (
          <Box
            sx={{
              ...bar,
              height: 18,
              mx: layout.navbarType === 'floating' ? 1 : 0,
              boxShadow: layout.navbarType === 'static' ? 0 : 2,
            }}
          />
        )}
        <Box sx={{ ...bar, flex: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }} />
        {layout.footerType !== 'hidden' && (
          <Box sx={{ ...bar, height: 12, boxShadow: layout.footerType === 'sticky' ? 2 : 0 }} />
        )}
      </Box>
    </Box>
  );
}

function Choice<V extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (option: V) => string;
  onChange: (option: V) => void;
}) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label={label}
      onChange={(_, option: V | null) => option && onChange(option)}
      sx={{ flexWrap: 'wrap' }}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option}>
          {optionLabel(option)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Page layouts: the app frame's menu, navbar and footer variants, applied live through the store. */
export function PageLayoutsPage() {
  const { t } = useTranslation('demo');
  const layout = useAppStore((state) => state.layout);
  const [atOpen] = useState(layout);
  const apply = (patch: Partial<LayoutState>) => appStore.getState().setLayout(patch);
  return (
    <GalleryPage title={t('gallery.pageLayouts.title')} subtitle={t('gallery.pageLayouts.subtitle')}>
      <GalleryCard
        title={t('gallery.pageLayouts.preview')}
        description={t('gallery.pageLayouts.previewHint')}
      >
        <LayoutPreview layout={layout} />
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => apply(atOpen)}>
          {t('gallery.pageLayouts.restore')}
        </Button>
      </GalleryCard>
      <GalleryCard title={t('gallery.pageLayouts.menu')} description={t('gallery.pageLayouts.menuHint')}>
        <Choice
          label={t('gallery.pageLayouts.menu')}
          value={layout.menuCollapsed ? 'collapsed' : 'expanded'}
          options={['expanded', 'collapsed'] as const}
          optionLabel={(option) => t(`gallery.pageLayouts.${option}`)}
          onChange={(option) => apply({ menuCollapsed: option === 'collapsed' })}
        />
      </GalleryCard>
      <GalleryCard title={t('gallery.pageLayouts.navbar')} description={t('gallery.pageLayouts.navbarHint')}>
        <Choice
          label={t('gallery.pageLayouts.navbar')}
          value={layout.navbarType}
          options={NAVBAR_TYPES}
          optionLabel={(option) => t(`gallery.pageLayouts.navbarTypes.${option}`)}
          onChange={(navbarType) => apply({ navbarType })}
        />
      </GalleryCard>
      <GalleryCard title={t('gallery.pageLayouts.footer')} description={t('gallery.pageLayouts.footerHint')}>
        <Choice
          label={t('gallery.pageLayouts.footer')}
          value={layout.footerType}
          options={FOOTER_TYPES}
          optionLabel={(option) => t(`gallery.pageLayouts.footerTypes.${option}`)}
          onChange={(footerType) => apply({ footerType })}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('gallery.pageLayouts.note')}
        </Typography>
      </GalleryCard>
    </GalleryPage>
  );
}
