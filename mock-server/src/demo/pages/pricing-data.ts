import type { PricingResponse } from '@cloudfit/shared/schemas/demo/pages-content.schema';

/** SPEC §9's plan prices, in whole US dollars. */
export const PRICING: PricingResponse = {
  currency: 'USD',
  plans: [
    { id: 'basic', monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnnual: 0 }, popular: false },
    { id: 'standard', monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnnual: 480 }, popular: true },
    { id: 'enterprise', monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnnual: 960 }, popular: false },
  ],
  qandA: [
    {
      question: 'Does my subscription automatically renew?',
      ans: 'Yes, at the end of each month or year with the payment method on file, unless you cancel before the renewal date.',
    },
    {
      question: 'Can I switch between monthly and annual billing?',
      ans: 'Yes. A switch takes effect at the next renewal; annual billing is charged once for the whole year at the lower monthly rate.',
    },
    {
      question: 'What happens to my data if I move down to the Basic plan?',
      ans: 'Nothing is deleted. Features outside the Basic plan become read-only until you upgrade again.',
    },
    {
      question: 'Do you offer refunds?',
      ans: 'Annual plans can be refunded in full within 14 days of purchase. Monthly plans are not refunded but can be cancelled at any time.',
    },
  ],
};
