import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  appStore,
  type FooterType,
  type LayoutState,
  type NavbarType,
  type Skin,
  useAppStore,
} from '@cloudfit/shared/store/app-store';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

const SKINS: readonly Skin[] = ['light', 'bordered', 'dark', 'semi-dark'];
const NAVBAR_TYPES: readonly NavbarType[] = ['floating', 'sticky', 'static', 'hidden'];
const FOOTER_TYPES: readonly FooterType[] = ['static', 'sticky', 'hidden'];

function ChoiceGroup<T extends string>(props: {
  label: string;
  choices: readonly T[];
  value: T;
  labelOf(choice: T): string;
  onChange(choice: T): void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {props.label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.choices.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio size="small" />}
            label={props.labelOf(choice)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function LayoutSwitch(props: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <FormControlLabel
      control={<Switch checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />}
      label={props.label}
      sx={{ justifyContent: 'space-between', mx: 0 }}
      labelPlacement="start"
    />
  );
}

/** With the navbar hidden, its openers float above the scroll-to-top button: the gear, then the menu. */
/**
 * The layout customizer, a drawer: every choice applies at once to the shell and every remote (they
 * render inside the shell's theme) and is remembered by the store; "reset" goes back to the
 * configured defaults. It stays open while the navbar it was opened from is hidden.
 */
export default function LayoutCustomizer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const layout = useAppStore((s) => s.layout);
  const titleId = useId();
  const set = (patch: Partial<LayoutState>) => appStore.getState().setLayout(patch);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 340, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('customizer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <IconButton aria-label={t('customizer.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={3} sx={{ px: 3, py: 2 }}>
        <ChoiceGroup
          label={t('customizer.skin')}
          choices={SKINS}
          value={layout.skin}
          labelOf={(skin) => t(`customizer.skins.${skin}`)}
          onChange={(skin) => set({ skin })}
        />
        <Stack>
          <LayoutSwitch
            label={t('customizer.rtl')}
            checked={layout.isRTL}
            onChange={(isRTL) => set({ isRTL })}
          />
          <LayoutSwitch
            label={t('customizer.menuCollapsed')}
            checked={layout.menuCollapsed}
            onChange={(menuCollapsed) => set({ menuCollapsed })}
          />
        </Stack>
        <ChoiceGroup
          label={t('customizer.navbarType')}
          choices={NAVBAR_TYPES}
          value={layout.navbarType}
          labelOf={(type) => t(`customizer.navbarTypes.${type}`)}
          onChange={(navbarType) => set({ navbarType })}
        />
        <ChoiceGroup
          label={t('customizer.footerType')}
          choices={FOOTER_TYPES}
          value={layout.footerType}
          labelOf={(type) => t(`customizer.footerTypes.${type}`)}
          onChange={(footerType) => set({ footerType })}
        />
        <Button variant="outlined" onClick={() => appStore.getState().resetLayout()}>
          {t('customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
