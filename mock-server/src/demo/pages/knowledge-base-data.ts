import type { PAGE_ICONS } from '@cloudfit/shared/schemas/demo/pages-content.schema';

export interface KbArticle {
  slug: string;
  question: string;
  /** `YYYY-MM-DD`. */
  lastUpdated: string;
  content: string[];
}

export interface KbCategoryData {
  category: string;
  title: string;
  icon: (typeof PAGE_ICONS)[number];
  description: string;
  articles: KbArticle[];
}

/** The knowledge base: categories, each with its questions (the template's articles). */
export const KNOWLEDGE_BASE: readonly KbCategoryData[] = [
  {
    category: 'sales-automation',
    title: 'Sales Automation',
    icon: 'automation',
    description: 'Let automation take over the repetitive steps of your sales pipeline.',
    articles: [
      {
        slug: 'what-is-sales-automation',
        question: 'What is sales automation?',
        lastUpdated: '2026-09-14',
        content: [
          'Sales automation hands the repetitive work of a sales team to software: logging calls, sending follow-up emails, moving deals between stages and reminding people of the next step.',
          'Salespeople then spend their time on conversations with customers instead of on data entry.',
        ],
      },
      {
        slug: 'create-a-follow-up-sequence',
        question: 'How do I create a follow-up sequence?',
        lastUpdated: '2026-10-02',
        content: [
          'Open Sequences and choose New sequence. Add one step per email or task and set the number of days between steps.',
          'Enrol contacts from a list or from a deal. A contact leaves the sequence as soon as they reply.',
        ],
      },
      {
        slug: 'assign-leads-automatically',
        question: 'Can leads be assigned automatically?',
        lastUpdated: '2026-08-21',
        content: [
          'Yes. Assignment rules give each new lead to a team member in turn, or by region, source or deal size.',
          'Rules run in order; the first one that matches decides the owner.',
        ],
      },
      {
        slug: 'measure-pipeline-health',
        question: 'How do I measure the health of my pipeline?',
        lastUpdated: '2026-07-30',
        content: [
          'The pipeline report shows the value and age of deals in each stage. Deals that stay longer than the stage average are flagged.',
          'Compare conversion between stages month over month to find where deals stall.',
        ],
      },
    ],
  },
  {
    category: 'marketing-automation',
    title: 'Marketing Automation',
    icon: 'marketing',
    description: 'Reach the right people at the right time with campaigns that run themselves.',
    articles: [
      {
        slug: 'build-a-welcome-campaign',
        question: 'How do I build a welcome campaign?',
        lastUpdated: '2026-10-11',
        content: [
          'Create a campaign triggered by Contact created. Add a welcome email right away and a second one three days later with your most useful guide.',
          'Exclude contacts who are already customers so they are not welcomed twice.',
        ],
      },
      {
        slug: 'segment-contacts',
        question: 'How do I segment my contacts?',
        lastUpdated: '2026-09-03',
        content: [
          'Segments are saved filters: by location, interests, activity or any custom field. They update themselves as contacts change.',
          'Use a segment as the audience of a campaign or as a condition inside one.',
        ],
      },
      {
        slug: 'ab-test-an-email',
        question: 'Can I A/B test an email?',
        lastUpdated: '2026-06-18',
        content: [
          'Yes. Write two subject lines or two versions of the content and choose the share of the audience that sees each.',
          'After the test period the version with more opens or clicks goes to everyone else.',
        ],
      },
    ],
  },
  {
    category: 'api-questions',
    title: 'API Questions',
    icon: 'developers',
    description: 'Connect your own tools to the platform with the public API.',
    articles: [
      {
        slug: 'get-an-api-key',
        question: 'How do I get an API key?',
        lastUpdated: '2026-10-20',
        content: [
          'Administrators create API keys under Settings, Integrations. Each key can be limited to reading or to writing certain records.',
          'Keep keys secret: anyone with a key can act with its permissions. Revoke a key at once if it leaks.',
        ],
      },
      {
        slug: 'api-rate-limits',
        question: 'What are the API rate limits?',
        lastUpdated: '2026-09-27',
        content: [
          'Each key may make 100 requests per ten seconds. Above that the API answers 429 with a Retry-After header.',
          'Batch endpoints count as one request and take up to 100 records.',
        ],
      },
      {
        slug: 'receive-webhooks',
        question: 'How do webhooks work?',
        lastUpdated: '2026-08-05',
        content: [
          'A webhook sends a POST request to your address when a record changes. Register the address and the events you want under Integrations.',
          'Answer with a 2xx status within five seconds; failed deliveries are retried for 24 hours.',
        ],
      },
    ],
  },
  {
    category: 'personalization',
    title: 'Personalization',
    icon: 'account',
    description: 'Make the workspace yours: layout, language, notifications and profile.',
    articles: [
      {
        slug: 'change-the-language',
        question: 'How do I change the language?',
        lastUpdated: '2026-10-08',
        content: [
          'Choose the flag in the navigation bar. The language applies at once and is remembered on this device.',
          'Dates, numbers and money follow the language you choose.',
        ],
      },
      {
        slug: 'dark-layout',
        question: 'Is there a dark layout?',
        lastUpdated: '2026-09-12',
        content: [
          'Yes. Switch the skin to dark from the navigation bar or the customizer. The choice is kept when you sign in again.',
        ],
      },
      {
        slug: 'notification-preferences',
        question: 'How do I choose which notifications I receive?',
        lastUpdated: '2026-07-22',
        content: [
          'Open Account Settings and the Notifications tab. Switch each kind of email on or off and save.',
        ],
      },
    ],
  },
];
