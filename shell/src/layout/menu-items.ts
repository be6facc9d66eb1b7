import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';

export interface MenuLink {
  /** Key under `menu.` in the common namespace. */
  label: string;
  path: string;
}

export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  children: MenuLink[];
}

/** The studio menu (SPEC.md §1-§2). Entries the user may not open are hidden. */
export const MENU: MenuGroup[] = [
  {
    label: 'members',
    icon: PeopleAltOutlined,
    children: [
      { label: 'memberList', path: '/member-list' },
      { label: 'accessControl', path: '/access-control' },
      { label: 'invoices', path: '/invoice' },
    ],
  },
  { label: 'news', icon: CampaignOutlined, children: [{ label: 'news', path: '/news-list' }] },
  {
    label: 'classes',
    icon: EventNoteOutlined,
    children: [
      { label: 'classList', path: '/class-list' },
      { label: 'calendar', path: '/calendar' },
      { label: 'classImport', path: '/class-import' },
      { label: 'roomList', path: '/room-list' },
    ],
  },
  {
    label: 'packages',
    icon: CardMembershipOutlined,
    children: [{ label: 'packageList', path: '/package-list' }],
  },
  {
    label: 'products',
    icon: Inventory2Outlined,
    children: [{ label: 'productList', path: '/product-list' }],
  },
  { label: 'coupons', icon: LocalOfferOutlined, children: [{ label: 'coupons', path: '/coupon-list' }] },
  { label: 'centers', icon: StorefrontOutlined, children: [{ label: 'centers', path: '/center-list' }] },
  {
    label: 'staff',
    icon: SupervisorAccountOutlined,
    children: [{ label: 'staffList', path: '/staff-list' }],
  },
  {
    label: 'reports',
    icon: AssessmentOutlined,
    children: [
      { label: 'reportTransactions', path: '/report-transacion' },
      { label: 'reportNonPayment', path: '/report-nonpay' },
      { label: 'reportPersonalTraining', path: '/report-personal-training' },
      { label: 'reportCatalogue', path: '/report' },
    ],
  },
  {
    label: 'expenditure',
    icon: ReceiptLongOutlined,
    children: [{ label: 'expenditure', path: '/expenditure' }],
  },
  { label: 'settings', icon: SettingsOutlined, children: [{ label: 'settings', path: '/system-config' }] },
];
