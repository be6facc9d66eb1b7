import { z } from 'zod';

/**
 * The demo dashboards (`/analytics/data`, `/ecommerce/data`) and the cards gallery's calls
 * (`/card/card-statistics/{name}`, `/card/card-analytics/{name}`). Amounts are US dollars; series
 * and segment names are keys the screens translate.
 */

export const chartSeriesSchema = z.object({ name: z.string(), data: z.array(z.number()) });
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const CARD_STATISTIC_NAMES = [
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const;
export type CardStatisticName = (typeof CARD_STATISTIC_NAMES)[number];

/** One figure (`analyticsData[<name>]`) and the small chart drawn under it. */
export const cardStatisticSchema = z.object({
  series: z.array(chartSeriesSchema),
  analyticsData: z.record(z.string(), z.number()),
});
export type CardStatistic = z.infer<typeof cardStatisticSchema>;

/** An unknown name is a 404, so the parameter is any text here. */
export const cardNameParamsSchema = z.object({ name: z.string().max(40) });

export const supportTrackerSchema = z.object({
  totalTickets: z.number().int(),
  newTickets: z.number().int(),
  openTickets: z.number().int(),
  responseTimeDays: z.number(),
  completedPercent: z.number(),
});
export type SupportTracker = z.infer<typeof supportTrackerSchema>;

export const avgSessionsSchema = z.object({
  sessions: z.number().int(),
  growthPercent: z.number(),
  goal: z.number().int(),
  users: z.number().int(),
  retentionPercent: z.number(),
  durationYears: z.number(),
  series: z.array(chartSeriesSchema),
});
export type AvgSessions = z.infer<typeof avgSessionsSchema>;

/** Earning and expense per month from January; the budget line beside it. */
export const revenueReportSchema = z.object({
  year: z.number().int(),
  series: z.array(chartSeriesSchema),
  earned: z.number(),
  budget: z.number(),
  budgetSeries: z.array(chartSeriesSchema),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const goalOverviewSchema = z.object({
  completed: z.number().int(),
  inProgress: z.number().int(),
  percent: z.number(),
});
export type GoalOverview = z.infer<typeof goalOverviewSchema>;

export const revenueComparisonSchema = z.object({
  thisMonth: z.number(),
  lastMonth: z.number(),
  series: z.array(chartSeriesSchema),
});
export type RevenueComparison = z.infer<typeof revenueComparisonSchema>;

export const segmentSchema = z.object({ key: z.string(), value: z.number() });
export type Segment = z.infer<typeof segmentSchema>;

export const productOrdersSchema = z.object({ segments: z.array(segmentSchema) });
export type ProductOrders = z.infer<typeof productOrdersSchema>;

/** Share of sessions per device (percent) and its change against last month (points). */
export const sessionsDeviceSchema = z.object({
  devices: z.array(z.object({ key: z.string(), usage: z.number(), change: z.number() })),
});
export type SessionsDevice = z.infer<typeof sessionsDeviceSchema>;

export const customersSchema = z.object({ segments: z.array(segmentSchema) });
export type Customers = z.infer<typeof customersSchema>;

export const cardAnalyticsSchemas = {
  'support-tracker': supportTrackerSchema,
  'avg-sessions': avgSessionsSchema,
  'revenue-report': revenueReportSchema,
  'goal-overview': goalOverviewSchema,
  revenue: revenueComparisonSchema,
  'product-orders': productOrdersSchema,
  'sessions-device': sessionsDeviceSchema,
  customers: customersSchema,
} as const;
export type CardAnalyticsName = keyof typeof cardAnalyticsSchemas;
export type CardAnalytics = { [N in CardAnalyticsName]: z.infer<(typeof cardAnalyticsSchemas)[N]> };
export const CARD_ANALYTICS_NAMES = Object.keys(cardAnalyticsSchemas) as CardAnalyticsName[];

export const cardAnalyticsResponseSchema = z.union([
  supportTrackerSchema,
  avgSessionsSchema,
  revenueReportSchema,
  goalOverviewSchema,
  revenueComparisonSchema,
  productOrdersSchema,
  sessionsDeviceSchema,
  customersSchema,
]);

export const TIMELINE_EVENTS = ['invoicesPaid', 'clientMeeting', 'projectCreated'] as const;

export const analyticsDataSchema = z.object({
  congratulations: z.object({ name: z.string(), saleTodayPercent: z.number() }),
  subscribersGained: cardStatisticSchema,
  ordersReceived: cardStatisticSchema,
  avgSessions: avgSessionsSchema,
  supportTracker: supportTrackerSchema,
  /** Newest first; `person` is who the event involved. */
  timeline: z.array(
    z.object({
      event: z.enum(TIMELINE_EVENTS),
      count: z.number().int(),
      person: z.string(),
      hoursAgo: z.number(),
    }),
  ),
  /** Share of visits per browser (percent), largest first. */
  browserStates: z.array(z.object({ browser: z.string(), percent: z.number() })),
});
export type AnalyticsData = z.infer<typeof analyticsDataSchema>;

export const TRANSACTION_MODES = ['wallet', 'bankTransfer', 'paypal', 'masterCard', 'refund'] as const;
export const COMPANY_CATEGORIES = ['technology', 'grocery', 'fashion'] as const;

export const ecommerceDataSchema = z.object({
  congratulations: z.object({ name: z.string(), saleToday: z.number() }),
  statistics: z.object({
    sales: z.number(),
    customers: z.number().int(),
    products: z.number().int(),
    revenue: z.number(),
  }),
  orders: z.object({ total: z.number().int(), series: z.array(chartSeriesSchema) }),
  profit: z.object({ total: z.number(), series: z.array(chartSeriesSchema) }),
  earnings: z.object({ monthTotal: z.number(), growthPercent: z.number(), segments: z.array(segmentSchema) }),
  revenueReport: revenueReportSchema,
  goalOverview: goalOverviewSchema,
  companies: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      category: z.enum(COMPANY_CATEGORIES),
      views: z.number().int(),
      hours: z.number().int(),
      revenue: z.number(),
      salesPercent: z.number(),
      salesUp: z.boolean(),
    }),
  ),
  /** Money in is positive, money out negative. */
  transactions: z.array(
    z.object({ mode: z.enum(TRANSACTION_MODES), merchant: z.string(), amount: z.number() }),
  ),
});
export type EcommerceData = z.infer<typeof ecommerceDataSchema>;
