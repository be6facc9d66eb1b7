/**
 * The figures each report explains (`definitions` in its answer), by the screen's report key. The
 * server's answers hold exactly these keys (its report test checks), and the reports screen shows
 * each in the user's language by this key (its translation test checks every one is translated).
 */
export const REPORT_DEFINITION_KEYS = {
  transactions: [
    'payments',
    'refunds',
    'net',
    'paymentCount',
    'refundCount',
    'byDay',
    'byMethod',
    'byStaff',
    'rows',
    'reversalCount',
    'reversed',
    'reversals',
  ],
  'non-payment': ['balance', 'invoices', 'daysPastDue', '0-30', '31-60', '61-90', '90+', 'rows'],
  'personal-training': ['sessions', 'scheduled', 'completed', 'cancelled', 'noShow', 'value'],
  revenue: ['total', 'package', 'product', 'custom', 'quantity', 'tax', 'rows'],
  attendance: ['classes', 'booked', 'attended', 'noShow', 'cancelled', 'waitlisted', 'rows'],
  'class-utilization': ['classes', 'capacity', 'taken', 'utilization', 'rows'],
  'membership-expiring': ['memberships', 'renewed', 'creditsRemaining'],
  'new-members': ['newMembers', 'rows'],
  retention: ['atStart', 'retained', 'retention', 'rows'],
  'check-ins': ['attempts', 'allowed', 'refused', 'overridden', 'rows'],
  'coupon-usage': ['redemptions', 'discount', 'rows'],
  expenditure: ['amount', 'expenses', 'rows'],
  'profit-and-loss': ['grossSales', 'refunds', 'tax', 'netRevenue', 'expenditure', 'profit', 'rows'],
} as const;

export type ReportDefinitionScreen = keyof typeof REPORT_DEFINITION_KEYS;
