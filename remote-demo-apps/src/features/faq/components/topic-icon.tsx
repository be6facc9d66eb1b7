import type { PAGE_ICONS } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import type { SvgIconComponent } from '@mui/icons-material';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

const ICONS: Partial<Record<(typeof PAGE_ICONS)[number], SvgIconComponent>> = {
  payment: CreditCardOutlined,
  delivery: LocalShippingOutlined,
  cancellation: CancelOutlined,
  orders: Inventory2Outlined,
  services: SettingsOutlined,
};

/** The picture of an FAQ topic. */
export function TopicIcon({ icon }: { icon: (typeof PAGE_ICONS)[number] }) {
  const Icon = ICONS[icon] ?? HelpOutlineOutlined;
  return <Icon fontSize="small" />;
}
