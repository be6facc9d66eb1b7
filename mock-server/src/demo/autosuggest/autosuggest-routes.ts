import {
  type AutosuggestData,
  autosuggestDataSchema,
} from '@cloudfit/shared/schemas/demo/autosuggest.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const SUGGESTIONS: AutosuggestData = {
  pages: [
    { title: 'Analytics Dashboard', route: '/dashboard/analytics' },
    { title: 'eCommerce Dashboard', route: '/dashboard/ecommerce' },
    { title: 'Email', route: '/apps/email' },
    { title: 'Chat', route: '/apps/chat' },
    { title: 'Todo', route: '/apps/todo' },
    { title: 'Calendar', route: '/apps/calendar' },
    { title: 'Shop', route: '/apps/e-commerce/shop' },
    { title: 'Wishlist', route: '/apps/e-commerce/wishlist' },
    { title: 'Checkout', route: '/apps/e-commerce/checkout' },
    { title: 'User List', route: '/apps/users/list' },
    { title: 'Invoice List', route: '/apps/invoice/list' },
    { title: 'Account Settings', route: '/pages/account-setting' },
    { title: 'Profile', route: '/pages/profile' },
    { title: 'FAQ', route: '/pages/faq' },
    { title: 'Knowledge Base', route: '/pages/knowledge-base' },
    { title: 'Pricing', route: '/pages/pricing' },
    { title: 'Blog List', route: '/pages/blog/list' },
    { title: 'Basic Cards', route: '/cards/basic' },
    { title: 'Advance Cards', route: '/cards/advance' },
    { title: 'Statistic Cards', route: '/cards/statistic' },
    { title: 'Analytic Cards', route: '/cards/analytic' },
    { title: 'Action Cards', route: '/cards/action' },
  ],
  files: [
    { title: "Joe's CV", by: 'Stacy Watson', size: '1.7 mb' },
    { title: 'Passport Image', by: 'Ben Sinitiere', size: '52 kb' },
    { title: 'Questions', by: 'Charleen Patti', size: '1.5 gb' },
    { title: 'Parenting Guide', by: 'Doyle Blatteau', size: '2.3 mb' },
    { title: 'Class Notes', by: 'Gwen Greenlow', size: '30 kb' },
    { title: 'Class Attendance', by: 'Tom Alred', size: '52 mb' },
    { title: 'Company Salary', by: 'Rosemarie Fulgham', size: '29 mb' },
    { title: 'Company Logo', by: 'Jimmie Turner', size: '1.3 mb' },
  ],
  contacts: [
    { title: 'Rena Brant', email: 'nephrod@preany.co.uk', avatar: 'RB' },
    { title: 'Mariano Packard', email: 'seek@sparaxis.org', avatar: 'MP' },
    { title: 'Risa Montufar', email: 'vagary@unblist.org', avatar: 'RM' },
    { title: 'Maragaret Cimo', email: 'designed@insanely.net', avatar: 'MC' },
    { title: 'Jona Prattis', email: 'unwieldable@unblist.org', avatar: 'JP' },
    { title: 'Edmond Sicilia', email: 'museist@anaphyte.co.uk', avatar: 'ES' },
    { title: 'Abbey Darden', email: 'astema@defectively.co.uk', avatar: 'AD' },
  ],
};

/** The navbar search's suggestion groups (SPEC §7 `/autosuggest/data`). */
export const autosuggestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/autosuggest/data',
    { schema: { response: { 200: autosuggestDataSchema } } },
    async () => SUGGESTIONS,
  );
};
