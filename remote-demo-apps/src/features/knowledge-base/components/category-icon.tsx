import type { PAGE_ICONS } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AutoModeOutlined from '@mui/icons-material/AutoModeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';

const ICONS: Partial<Record<(typeof PAGE_ICONS)[number], SvgIconComponent>> = {
  automation: AutoModeOutlined,
  marketing: CampaignOutlined,
  developers: CodeOutlined,
  account: AccountCircleOutlined,
};

/** The picture of a knowledge base category. */
export function CategoryIcon({ icon }: { icon: (typeof PAGE_ICONS)[number] }) {
  const Icon = ICONS[icon] ?? HelpOutlineOutlined;
  return <Icon />;
}
