import { z } from 'zod';

/** The read-only template pages of SPEC §7: profile, FAQ, knowledge base and pricing. */

export const profilePostSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  /** ISO 8601 instant. */
  postedAt: z.string(),
  text: z.string(),
  likes: z.number().int(),
  likedBy: z.array(z.string()),
  comments: z.number().int(),
  shares: z.number().int(),
});
export type ProfilePost = z.infer<typeof profilePostSchema>;

export const profileSchema = z.object({
  header: z.object({ fullName: z.string(), designation: z.string() }),
  about: z.object({
    about: z.string(),
    /** `YYYY-MM-DD`. */
    joined: z.string(),
    lives: z.string(),
    email: z.string(),
    website: z.string(),
  }),
  suggestedPages: z.array(z.object({ name: z.string(), subtitle: z.string(), favorite: z.boolean() })),
  posts: z.array(profilePostSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** Icon names the screens map to pictures; unknown names never reach them. */
export const PAGE_ICONS = [
  'payment',
  'delivery',
  'cancellation',
  'orders',
  'services',
  'automation',
  'marketing',
  'developers',
  'demand',
  'account',
] as const;
const pageIcon = z.enum(PAGE_ICONS);

export const faqQuerySchema = z.strictObject({
  q: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
});

const questionAndAnswer = z.object({ question: z.string(), ans: z.string() });

export const faqTopicSchema = z.object({
  id: z.string(),
  icon: pageIcon,
  title: z.string(),
  subtitle: z.string(),
  qandA: z.array(questionAndAnswer),
});
export type FaqTopic = z.infer<typeof faqTopicSchema>;

/** Only the topics with a question matching `q`, each with only its matching questions. */
export const faqResponseSchema = z.object({ topics: z.array(faqTopicSchema) });
export type FaqResponse = z.infer<typeof faqResponseSchema>;

export const kbCategorySummarySchema = z.object({
  category: z.string(),
  title: z.string(),
  icon: pageIcon,
  description: z.string(),
  questionCount: z.number().int(),
});
export type KbCategorySummary = z.infer<typeof kbCategorySummarySchema>;

export const kbCategoriesResponseSchema = z.object({ categories: z.array(kbCategorySummarySchema) });

const kbSlug = z
  .string({ error: 'Choose a knowledge base article.' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Choose a knowledge base article.')
  .max(120, 'Choose a knowledge base article.');

export const kbCategoryQuerySchema = z.strictObject({ category: kbSlug });

export const kbCategoryResponseSchema = kbCategorySummarySchema.extend({
  questions: z.array(z.object({ slug: z.string(), question: z.string() })),
});
export type KbCategory = z.infer<typeof kbCategoryResponseSchema>;

export const kbQuestionQuerySchema = z.strictObject({ category: kbSlug, slug: kbSlug });

export const kbQuestionResponseSchema = z.object({
  category: z.string(),
  categoryTitle: z.string(),
  slug: z.string(),
  question: z.string(),
  /** `YYYY-MM-DD`. */
  lastUpdated: z.string(),
  /** Paragraphs of plain text. */
  content: z.array(z.string()),
  related: z.array(z.object({ slug: z.string(), question: z.string() })),
});
export type KbQuestion = z.infer<typeof kbQuestionResponseSchema>;

export const PRICING_PLAN_IDS = ['basic', 'standard', 'enterprise'] as const;
export type PricingPlanId = (typeof PRICING_PLAN_IDS)[number];

/** Prices in whole US dollars (SPEC §9); the screens carry each plan's name and benefits. */
export const pricingPlanSchema = z.object({
  id: z.enum(PRICING_PLAN_IDS),
  monthlyPrice: z.number().int(),
  yearlyPlan: z.object({ perMonth: z.number().int(), totalAnnual: z.number().int() }),
  popular: z.boolean(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pricingResponseSchema = z.object({
  currency: z.literal('USD'),
  plans: z.array(pricingPlanSchema),
  qandA: z.array(questionAndAnswer),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;
