import type {
  AnalyticsData,
  CardAnalytics,
  CardStatistic,
  CardStatisticName,
  EcommerceData,
} from '@cloudfit/shared/schemas/demo/dashboards.schema';

/** The template's fixed dashboard figures. Functions, so each server gets its own copies. */

export const cardStatistics = (): Record<CardStatisticName, CardStatistic> => ({
  subscribers: {
    series: [{ name: 'subscribers', data: [28, 40, 36, 52, 38, 60, 55] }],
    analyticsData: { subscribers: 92600 },
  },
  revenue: {
    series: [{ name: 'revenue', data: [350, 275, 400, 300, 350, 300, 450] }],
    analyticsData: { revenue: 97500 },
  },
  sales: {
    series: [{ name: 'sales', data: [10, 15, 7, 12, 3, 16] }],
    analyticsData: { sales: 36 },
  },
  orders: {
    series: [{ name: 'orders', data: [10, 15, 8, 15, 7, 12, 8] }],
    analyticsData: { orders: 97500 },
  },
  'site-traffic': {
    series: [{ name: 'traffic', data: [150, 200, 125, 225, 200, 250] }],
    analyticsData: { traffic: 78900 },
  },
  'active-users': {
    series: [{ name: 'activeUsers', data: [750, 1000, 900, 1250, 1000, 1200, 1100] }],
    analyticsData: { activeUsers: 659800 },
  },
  newsletter: {
    series: [{ name: 'newsletter', data: [365, 390, 365, 400, 375, 400] }],
    analyticsData: { newsletter: 28700 },
  },
});

export const cardAnalytics = (): CardAnalytics => ({
  'support-tracker': {
    totalTickets: 163,
    newTickets: 29,
    openTickets: 63,
    responseTimeDays: 1,
    completedPercent: 83,
  },
  'avg-sessions': {
    sessions: 2700,
    growthPercent: 5.2,
    goal: 100000,
    users: 100000,
    retentionPercent: 90,
    durationYears: 1,
    series: [{ name: 'sessions', data: [75, 125, 225, 175, 125, 75, 25] }],
  },
  'revenue-report': {
    year: 2026,
    series: [
      { name: 'earning', data: [95, 177, 284, 256, 105, 63, 168, 218, 72] },
      { name: 'expense', data: [-145, -80, -60, -180, -100, -60, -85, -75, -100] },
    ],
    earned: 25852,
    budget: 56800,
    budgetSeries: [
      { name: 'budget', data: [61, 48, 69, 52, 60, 40, 79, 60, 59, 43, 62] },
      { name: 'spent', data: [20, 10, 30, 15, 23, 0, 25, 15, 20, 5, 27] },
    ],
  },
  'goal-overview': { completed: 786617, inProgress: 13561, percent: 83 },
  revenue: {
    thisMonth: 86589,
    lastMonth: 73683,
    series: [
      { name: 'thisMonth', data: [45000, 47000, 44800, 47500, 45500, 48000, 46500, 48600] },
      { name: 'lastMonth', data: [46000, 48000, 45500, 46600, 44500, 46500, 45000, 47000] },
    ],
  },
  'product-orders': {
    segments: [
      { key: 'finished', value: 23043 },
      { key: 'pending', value: 14658 },
      { key: 'rejected', value: 4758 },
    ],
  },
  'sessions-device': {
    devices: [
      { key: 'desktop', usage: 58.6, change: 2 },
      { key: 'mobile', usage: 34.9, change: 8 },
      { key: 'tablet', usage: 6.5, change: -5 },
    ],
  },
  customers: {
    segments: [
      { key: 'new', value: 690 },
      { key: 'returning', value: 258 },
      { key: 'referrals', value: 149 },
    ],
  },
});

export function analyticsData(): AnalyticsData {
  const statistics = cardStatistics();
  const analytics = cardAnalytics();
  return {
    congratulations: { name: 'John', saleTodayPercent: 57.6 },
    subscribersGained: statistics.subscribers,
    ordersReceived: {
      series: [{ name: 'orders', data: [10, 15, 8, 15, 7, 12, 8] }],
      analyticsData: { orders: 38400 },
    },
    avgSessions: analytics['avg-sessions'],
    supportTracker: analytics['support-tracker'],
    timeline: [
      { event: 'invoicesPaid', count: 12, person: 'Leona Watkins', hoursAgo: 0.2 },
      { event: 'clientMeeting', count: 1, person: 'Carl Roy', hoursAgo: 45 },
      { event: 'projectCreated', count: 5, person: 'Robert Ellis', hoursAgo: 72 },
    ],
    browserStates: [
      { browser: 'Google Chrome', percent: 54.4 },
      { browser: 'Apple Safari', percent: 14.6 },
      { browser: 'Opera Mini', percent: 8.4 },
      { browser: 'Mozilla Firefox', percent: 6.1 },
      { browser: 'Internet Explorer', percent: 4.2 },
    ],
  };
}

export function ecommerceData(): EcommerceData {
  const analytics = cardAnalytics();
  return {
    congratulations: { name: 'John', saleToday: 48900 },
    statistics: { sales: 230000, customers: 8549, products: 1423, revenue: 9745 },
    orders: { total: 2760, series: [{ name: 'orders', data: [45, 85, 65, 45, 65] }] },
    profit: { total: 6240, series: [{ name: 'profit', data: [0, 20, 5, 30, 15, 45] }] },
    earnings: {
      monthTotal: 4055.56,
      growthPercent: 68.2,
      segments: [
        { key: 'app', value: 53 },
        { key: 'service', value: 16 },
        { key: 'product', value: 31 },
      ],
    },
    revenueReport: analytics['revenue-report'],
    goalOverview: analytics['goal-overview'],
    companies: [
      {
        name: 'Dixons',
        email: 'meguc@ruj.io',
        category: 'technology',
        views: 23400,
        hours: 24,
        revenue: 891.2,
        salesPercent: 68,
        salesUp: false,
      },
      {
        name: 'Motels',
        email: 'vecav@hodzi.co.uk',
        category: 'grocery',
        views: 78000,
        hours: 2,
        revenue: 668.51,
        salesPercent: 97,
        salesUp: true,
      },
      {
        name: 'Zipcar',
        email: 'davcilse@is.gov',
        category: 'fashion',
        views: 162,
        hours: 5,
        revenue: 522.29,
        salesPercent: 62,
        salesUp: true,
      },
      {
        name: 'Owning',
        email: 'us@cuhil.gov',
        category: 'technology',
        views: 214,
        hours: 24,
        revenue: 291.01,
        salesPercent: 88,
        salesUp: true,
      },
      {
        name: 'Cafés',
        email: 'pudais@jife.com',
        category: 'grocery',
        views: 208,
        hours: 1,
        revenue: 783.93,
        salesPercent: 16,
        salesUp: false,
      },
      {
        name: 'Kmart',
        email: 'bipri@cawiw.com',
        category: 'fashion',
        views: 990,
        hours: 1,
        revenue: 780.05,
        salesPercent: 78,
        salesUp: true,
      },
      {
        name: 'Payers',
        email: 'luk@izug.io',
        category: 'fashion',
        views: 12900,
        hours: 12,
        revenue: 531.49,
        salesPercent: 42,
        salesUp: true,
      },
    ],
    transactions: [
      { mode: 'wallet', merchant: 'Starbucks', amount: -74 },
      { mode: 'bankTransfer', merchant: 'Chase', amount: 480 },
      { mode: 'paypal', merchant: 'PayPal', amount: 590 },
      { mode: 'masterCard', merchant: 'Uber Eats', amount: -23 },
      { mode: 'refund', merchant: 'Amazon', amount: 98 },
    ],
  };
}
