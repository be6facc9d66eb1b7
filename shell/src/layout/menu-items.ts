import type { SvgIconComponent } from '@mui/icons-material';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';

export interface MenuLink {
  /** Key under `menu.` in the common namespace. */
  label: string;
  path: string;
  /** Routes of the screens opened from this entry (a record, a form): the entry stays highlighted on them. */
  details?: string[];
}

export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  children: MenuLink[];
}

/** The studio menu (docs/product.md, Screens and guards). Entries the user may not open are hidden. */
export const MENU: MenuGroup[] = [
  {
    label: 'members',
    icon: PeopleAltOutlined,
    children: [
      {
        label: 'memberList',
        path: '/member-list',
        details: ['/apps/member/edit/:id', '/apps/member/:id/invoice/add', '/apps/member/:id/membership/add'],
      },
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
      { label: 'ptList', path: '/pt-list', details: ['/pt-detail/:id'] },
      { label: 'classImport', path: '/class-import' },
      { label: 'roomList', path: '/room-list' },
    ],
  },
  {
    label: 'packages',
    icon: CardMembershipOutlined,
    children: [{ label: 'packageList', path: '/package-list', details: ['/apps/cloudfit/package/:id'] }],
  },
  {
    label: 'products',
    icon: Inventory2Outlined,
    children: [{ label: 'productList', path: '/product-list' }],
  },
  { label: 'coupons', icon: LocalOfferOutlined, children: [{ label: 'coupons', path: '/coupon-list' }] },
  {
    label: 'centers',
    icon: StorefrontOutlined,
    children: [
      { label: 'centerList', path: '/center-list' },
      { label: 'closures', path: '/closures' },
    ],
  },
  {
    label: 'staff',
    icon: SupervisorAccountOutlined,
    children: [{ label: 'staffList', path: '/staff-list', details: ['/apps/staff/edit/:id'] }],
  },
  {
    label: 'reports',
    icon: AssessmentOutlined,
    children: [
      { label: 'reportTransactions', path: '/report-transacion' },
      { label: 'reportNonPayment', path: '/report-nonpay' },
      { label: 'reportPersonalTraining', path: '/report-personal-training' },
      { label: 'reportCatalogue', path: '/report', details: ['/report/:code'] },
    ],
  },
  {
    label: 'expenditure',
    icon: ReceiptLongOutlined,
    children: [{ label: 'expenditure', path: '/expenditure' }],
  },
  { label: 'settings', icon: SettingsOutlined, children: [{ label: 'settings', path: '/system-config' }] },
  // The shell's own screen (SHELL_ROUTES): developers only.
  { label: 'releases', icon: RocketLaunchOutlined, children: [{ label: 'releases', path: '/releases' }] },
  // The template's demo (developers and admins, SPEC §6)
  {
    label: 'dashboards',
    icon: DashboardOutlined,
    children: [
      { label: 'dashboardAnalytics', path: '/dashboard/analytics' },
      { label: 'dashboardEcommerce', path: '/dashboard/ecommerce' },
    ],
  },
  {
    label: 'demoApps',
    icon: AppsOutlined,
    children: [
      { label: 'email', path: '/apps/email' },
      { label: 'todo', path: '/apps/todo' },
      { label: 'demoCalendar', path: '/apps/calendar' },
      { label: 'chat', path: '/apps/chat' },
      { label: 'shop', path: '/apps/e-commerce/shop', details: ['/apps/e-commerce/:slug'] },
      { label: 'wishlist', path: '/apps/e-commerce/wishlist' },
      { label: 'checkout', path: '/apps/e-commerce/checkout' },
      { label: 'users', path: '/apps/users/list', details: ['/apps/users/view/:id', '/apps/users/edit/:id'] },
      {
        label: 'demoInvoices',
        path: '/apps/invoice/list',
        details: ['/apps/invoice/preview/:id', '/apps/invoice/add', '/apps/invoice/edit/:id'],
      },
    ],
  },
  {
    label: 'demoPages',
    icon: DescriptionOutlined,
    children: [
      { label: 'accountSetting', path: '/pages/account-setting' },
      { label: 'profile', path: '/pages/profile' },
      { label: 'faq', path: '/pages/faq' },
      { label: 'knowledgeBase', path: '/pages/knowledge-base' },
      { label: 'pricing', path: '/pages/pricing' },
      { label: 'blog', path: '/pages/blog/list', details: ['/pages/blog/:id', '/pages/blog/edit/:id'] },
    ],
  },
  {
    label: 'uiGallery',
    icon: WidgetsOutlined,
    children: [
      { label: 'cardsBasic', path: '/cards/basic' },
      { label: 'cardsAdvance', path: '/cards/advance' },
      { label: 'cardsStatistic', path: '/cards/statistic' },
      { label: 'cardsAnalytic', path: '/cards/analytic' },
      { label: 'cardsAction', path: '/cards/action' },
      { label: 'components', path: '/components' },
      { label: 'extensions', path: '/extensions' },
      { label: 'typography', path: '/ui/typography' },
      { label: 'colors', path: '/ui/colors' },
      { label: 'feather', path: '/ui/feather' },
      { label: 'pageLayouts', path: '/page-layouts' },
      { label: 'chartsAndMaps', path: '/charts-and-maps' },
      { label: 'formElements', path: '/forms/form-element' },
      { label: 'formLayout', path: '/forms/form-layout' },
      { label: 'formWizard', path: '/forms/form-wizard' },
      { label: 'formValidation', path: '/forms/form-validation' },
      { label: 'formRepeater', path: '/forms/form-repeater' },
      { label: 'tables', path: '/tables' },
    ],
  },
];
