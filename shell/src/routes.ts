import type { Action, Role, Subject } from '@cloudfit/shared/abilities/ability-rules';
import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import type { EarlyRead } from '@cloudfit/shared/http/early-reads';

export type RemoteName = 'remote_studio' | 'remote_reports' | 'remote_demo_apps' | 'remote_auth';

export interface RouteMeta {
  /** The CASL subject the route needs; studio screens need `ACL` (docs/product.md, Screens and guards). */
  resource: Subject;
  /** Defaults to `read`. */
  action?: Action;
  /** The studio data the screen works on: a user who may not do `dataAction` on it gets not-authorized. */
  dataSubject?: Subject;
  /** Defaults to `read`. */
  dataAction?: Action;
  layout: 'vertical' | 'full';
  /** Login, register and forgot-password send a signed-in user home. */
  redirectIfLoggedIn?: boolean;
  /** Path parameters that must be one of a fixed list, or the user goes to /error-404. */
  allowedParams?: Record<string, readonly string[]>;
}

/** What an opened address says about the reads its screen will make. */
export interface ReadContext {
  /** The branch staff work in, when one is chosen. */
  centerId: number | undefined;
  search: URLSearchParams;
}

export interface AppRoute {
  path: string;
  /** The exposed module of a remote that renders the route. */
  screen: { remote: RemoteName; module: string };
  meta: RouteMeta;
  /**
   * The GETs the screen makes as it opens, exactly as it makes them: the shell sends them while the
   * code still loads (`early-route-reads.ts`), and the screen's own requests take the answers.
   */
  reads?: (context: ReadContext) => EarlyRead[];
}

/** Page 1 of a studio list as it opens from a plain address (no search, filter, sort or page). */
function firstListPage(resource: string, { centerId, search }: ReadContext): EarlyRead[] {
  if ([...search.keys()].length > 0) return [];
  return [{ path: resource, searchParams: { perPage: DEFAULT_PAGE_SIZE, page: 1, centerId } }];
}

const studio = (
  module: string,
  dataSubject: Subject,
  dataAction: Action = 'read',
  layout: RouteMeta['layout'] = 'vertical',
) => ({
  screen: { remote: 'remote_studio' as const, module },
  meta: { resource: 'ACL' as const, layout, dataSubject, dataAction },
});
const reports = (module: string) => ({
  screen: { remote: 'remote_reports' as const, module },
  meta: { resource: 'ACL' as const, layout: 'vertical' as const, dataSubject: 'Report' as const },
});
const auth = (module: string, extra: Partial<RouteMeta> = {}) => ({
  screen: { remote: 'remote_auth' as const, module },
  meta: { resource: 'Auth' as const, layout: 'full' as const, ...extra },
});
const demo = (module: string, allowedParams?: RouteMeta['allowedParams']) => ({
  screen: { remote: 'remote_demo_apps' as const, module },
  meta: { resource: 'Demo' as const, layout: 'vertical' as const, allowedParams },
});

export const EMAIL_FOLDERS = ['sent', 'draft', 'starred', 'spam', 'trash'] as const;
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const;
export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;

/** A screen the shell renders itself, so it works while a remote is broken; only for `roles`. */
export interface ShellRoute {
  path: string;
  meta: RouteMeta;
  roles: readonly Role[];
}

/** The shell's own screens (shell/src/releases): the releases of the remotes, for developers. */
export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/releases', meta: { resource: 'ACL', layout: 'vertical' }, roles: ['developer'] },
];

/** The one route table of CloudFit: every path, its screen and its guard. */
export const ROUTES: AppRoute[] = [
  // Studio screens (remote-studio)
  {
    path: '/member-list',
    ...studio('./MemberList', 'Member'),
    reads: (context) => firstListPage('members', context),
  },
  { path: '/apps/member/edit/:id', ...studio('./MemberInfo', 'Member') },
  { path: '/apps/member/:id/invoice/add', ...studio('./InvoiceAdd', 'Invoice', 'create') },
  { path: '/apps/member/:id/membership/add', ...studio('./MembershipAdd', 'Membership', 'create') },
  { path: '/staff-list', ...studio('./StaffList', 'Staff') },
  { path: '/apps/staff/edit/:id', ...studio('./StaffEdit', 'Staff') },
  { path: '/package-list', ...studio('./PackageList', 'Package') },
  { path: '/apps/cloudfit/package/:id', ...studio('./PackageRecord', 'Package') },
  { path: '/news-list', ...studio('./NewsList', 'News') },
  { path: '/system-config', ...studio('./SystemConfig', 'Setting') },
  { path: '/class-list', ...studio('./ClassList', 'Class') },
  { path: '/class-import', ...studio('./ClassImport', 'Class', 'create') },
  { path: '/calendar', ...studio('./Calendar', 'Class') },
  { path: '/product-list', ...studio('./ProductList', 'Product') },
  { path: '/coupon-list', ...studio('./CouponList', 'Coupon') },
  { path: '/center-list', ...studio('./CenterList', 'Center') },
  { path: '/closures', ...studio('./ClosureList', 'Center') },
  { path: '/room-list', ...studio('./RoomList', 'Room') },
  { path: '/pt-list', ...studio('./PtList', 'PtSession') },
  { path: '/pt-detail/:id', ...studio('./PtDetail', 'PtSession') },
  // A full-screen pad the member holds, with no menu to wander into.
  { path: '/epad/:id', ...studio('./Epad', 'Signature', 'read', 'full') },
  { path: '/expenditure', ...studio('./Expenditure', 'Expenditure') },
  { path: '/invoice', ...studio('./InvoiceList', 'Invoice') },
  { path: '/access-control', ...studio('./AccessControl', 'CheckIn') },
  // Every signed-in staff member's own account (the user menu).
  {
    path: '/account/profile',
    screen: { remote: 'remote_studio', module: './MyProfile' },
    meta: { resource: 'ACL', layout: 'vertical' },
  },
  {
    path: '/account/password',
    screen: { remote: 'remote_studio', module: './ChangePassword' },
    meta: { resource: 'ACL', layout: 'vertical' },
  },

  // Reports (remote-reports)
  { path: '/report-transacion', ...reports('./ReportTransactions') },
  { path: '/report-nonpay', ...reports('./ReportNonPayment') },
  { path: '/report-personal-training', ...reports('./ReportPersonalTraining') },
  // The catalogue's index of the ten reports; an unknown code shows it too, with a not-found notice.
  { path: '/report', ...reports('./ReportCatalogue') },
  { path: '/report/:code', ...reports('./ReportCatalogue') },

  // Authentication and miscellaneous screens (remote-auth, full layout)
  { path: '/login', ...auth('./Login', { redirectIfLoggedIn: true }) },
  { path: '/pages/authentication/login-v1', ...auth('./Login', { redirectIfLoggedIn: true }) },
  { path: '/login2', ...auth('./Login2') },
  { path: '/register', ...auth('./Register', { redirectIfLoggedIn: true }) },
  { path: '/pages/authentication/register-v1', ...auth('./Register') },
  { path: '/pages/authentication/register-v2', ...auth('./RegisterV2') },
  { path: '/forgot-password', ...auth('./ForgotPassword', { redirectIfLoggedIn: true }) },
  { path: '/pages/authentication/forgot-password-v1', ...auth('./ForgotPassword') },
  { path: '/pages/authentication/forgot-password-v2', ...auth('./ForgotPasswordV2') },
  { path: '/pages/authentication/reset-password-v1', ...auth('./ResetPassword') },
  { path: '/pages/authentication/reset-password-v2', ...auth('./ResetPasswordV2') },
  { path: '/pages/miscellaneous/coming-soon', ...auth('./ComingSoon') },
  { path: '/pages/miscellaneous/not-authorized', ...auth('./NotAuthorized') },
  { path: '/pages/miscellaneous/under-maintenance', ...auth('./UnderMaintenance') },
  { path: '/pages/miscellaneous/error', ...auth('./Error404') },
  { path: '/error-404', ...auth('./Error404') },

  // Template demo apps (remote-demo-apps)
  { path: '/dashboard/analytics', ...demo('./DashboardAnalytics') },
  { path: '/dashboard/ecommerce', ...demo('./DashboardEcommerce') },
  { path: '/apps/email', ...demo('./Email') },
  { path: '/apps/email/:folder', ...demo('./Email', { folder: EMAIL_FOLDERS }) },
  { path: '/apps/email/label/:label', ...demo('./Email', { label: EMAIL_LABELS }) },
  { path: '/apps/todo', ...demo('./Todo') },
  { path: '/apps/todo/:filter', ...demo('./Todo', { filter: TODO_FILTERS }) },
  { path: '/apps/todo/tag/:tag', ...demo('./Todo', { tag: TODO_TAGS }) },
  { path: '/apps/calendar', ...demo('./Calendar') },
  { path: '/apps/chat', ...demo('./Chat') },
  { path: '/apps/e-commerce/shop', ...demo('./Shop') },
  { path: '/apps/e-commerce/wishlist', ...demo('./Wishlist') },
  { path: '/apps/e-commerce/checkout', ...demo('./Checkout') },
  { path: '/apps/e-commerce/:slug', ...demo('./ProductDetails') },
  { path: '/apps/users/list', ...demo('./UserList') },
  { path: '/apps/users/view/:id', ...demo('./UserView') },
  { path: '/apps/users/edit/:id', ...demo('./UserEdit') },
  { path: '/apps/invoice/list', ...demo('./InvoiceList') },
  { path: '/apps/invoice/preview/:id', ...demo('./InvoicePreview') },
  { path: '/apps/invoice/add', ...demo('./InvoiceEdit') },
  { path: '/apps/invoice/edit/:id', ...demo('./InvoiceEdit') },
  { path: '/pages/account-setting', ...demo('./AccountSetting') },
  { path: '/pages/profile', ...demo('./Profile') },
  { path: '/pages/faq', ...demo('./Faq') },
  { path: '/pages/knowledge-base', ...demo('./KnowledgeBase') },
  { path: '/pages/knowledge-base/:category', ...demo('./KnowledgeBase') },
  { path: '/pages/knowledge-base/:category/:slug', ...demo('./KnowledgeBase') },
  { path: '/pages/pricing', ...demo('./Pricing') },
  { path: '/pages/blog/list', ...demo('./BlogList') },
  { path: '/pages/blog/:id', ...demo('./BlogDetail') },
  { path: '/pages/blog/edit/:id', ...demo('./BlogEdit') },
  // UI gallery (remote-demo-apps)
  { path: '/cards/basic', ...demo('./Cards') },
  { path: '/cards/advance', ...demo('./Cards') },
  { path: '/cards/statistic', ...demo('./Cards') },
  { path: '/cards/analytic', ...demo('./Cards') },
  { path: '/cards/action', ...demo('./Cards') },
  { path: '/components', ...demo('./Components') },
  { path: '/extensions', ...demo('./Extensions') },
  { path: '/ui/typography', ...demo('./Typography') },
  { path: '/ui/colors', ...demo('./Colors') },
  { path: '/ui/feather', ...demo('./Feather') },
  { path: '/page-layouts', ...demo('./PageLayouts') },
  { path: '/charts-and-maps', ...demo('./ChartsAndMaps') },
  { path: '/forms/form-element', ...demo('./FormElements') },
  { path: '/forms/form-layout', ...demo('./FormLayout') },
  { path: '/forms/form-wizard', ...demo('./FormWizard') },
  { path: '/forms/form-validation', ...demo('./FormValidation') },
  { path: '/forms/form-repeater', ...demo('./FormRepeater') },
  { path: '/tables', ...demo('./Tables') },
];

/**
 * Document titles of the routes that have no menu entry of their own, as keys of the common
 * namespace; a route with a menu entry is titled by its menu label.
 */
export const ROUTE_TITLES: Record<string, string> = {
  '/apps/member/edit/:id': 'titles.memberInfo',
  '/account/profile': 'titles.myProfile',
  '/account/password': 'titles.changePassword',
  '/apps/member/:id/invoice/add': 'titles.invoiceAdd',
  '/apps/member/:id/membership/add': 'titles.membershipAdd',
  '/apps/staff/edit/:id': 'titles.staffEdit',
  '/apps/cloudfit/package/:id': 'titles.packageRecord',
  '/pt-detail/:id': 'titles.ptSession',
  '/epad/:id': 'titles.signature',
  '/report/:code': 'menu.reportCatalogue',
  '/login': 'titles.login',
  '/pages/authentication/login-v1': 'titles.login',
  '/login2': 'titles.login',
  '/register': 'titles.register',
  '/pages/authentication/register-v1': 'titles.register',
  '/pages/authentication/register-v2': 'titles.register',
  '/forgot-password': 'titles.forgotPassword',
  '/pages/authentication/forgot-password-v1': 'titles.forgotPassword',
  '/pages/authentication/forgot-password-v2': 'titles.forgotPassword',
  '/pages/authentication/reset-password-v1': 'titles.resetPassword',
  '/pages/authentication/reset-password-v2': 'titles.resetPassword',
  '/pages/miscellaneous/coming-soon': 'titles.comingSoon',
  '/pages/miscellaneous/not-authorized': 'titles.notAuthorized',
  '/pages/miscellaneous/under-maintenance': 'titles.underMaintenance',
  '/pages/miscellaneous/error': 'titles.notFound',
  '/error-404': 'titles.notFound',
  '/apps/email/:folder': 'menu.email',
  '/apps/email/label/:label': 'menu.email',
  '/apps/todo/:filter': 'menu.todo',
  '/apps/todo/tag/:tag': 'menu.todo',
  '/apps/e-commerce/:slug': 'titles.productDetails',
  '/apps/users/view/:id': 'titles.userView',
  '/apps/users/edit/:id': 'titles.userEdit',
  '/apps/invoice/preview/:id': 'titles.invoicePreview',
  '/apps/invoice/add': 'titles.invoiceEdit',
  '/apps/invoice/edit/:id': 'titles.invoiceEdit',
  '/pages/knowledge-base/:category': 'menu.knowledgeBase',
  '/pages/knowledge-base/:category/:slug': 'menu.knowledgeBase',
  '/pages/blog/:id': 'titles.blogPost',
  '/pages/blog/edit/:id': 'titles.blogEdit',
};
