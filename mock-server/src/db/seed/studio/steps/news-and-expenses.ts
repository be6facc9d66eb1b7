import { addDays, zonedTimeToInstant } from '@cloudfit/shared/domain/calendar-dates';
import {
  CHECK_IN_BLOCK_OWING_OVER,
  HISTORY_DAYS,
  INVOICE_PREFIX,
  monthIndex,
  POLICY,
  SUMMER,
} from '../seed-basics';
import {
  EXPENSE_VENDORS,
  NEWS_TITLES,
  STUDIO_CURRENCY,
  STUDIO_TAX_RATE_BASIS_POINTS,
} from '../studio-catalogue';
import type { SeedContext } from './context';
import type { InvoiceNumbers } from './invoice-numbers';

/** News and expenses. */
export function seedNewsAndExpenses(
  {
    faker,
    timeZone,
    today,
    deskStaff,
    seed,
    nextId,
    input,
  }: Pick<SeedContext, 'faker' | 'timeZone' | 'today' | 'deskStaff' | 'seed' | 'nextId' | 'input'>,
  { issued }: Pick<InvoiceNumbers, 'issued'>,
) {
  NEWS_TITLES.forEach((title, index) => {
    const id = nextId.news();
    const publishAt = zonedTimeToInstant(addDays(today, -index * 9 - 1), '09:00', timeZone);
    const status = index % 6 === 5 ? ('draft' as const) : ('published' as const);
    seed.news.push({
      id,
      title,
      body: `## ${title}\n\n${faker.lorem.paragraphs(2)}`,
      publishAt: status === 'published' ? publishAt : null,
      expiresAt: index === 9 ? new Date(publishAt.getTime() + 3 * 86_400_000) : null,
      pinned: index < 2,
      status,
      authorId: deskStaff(),
      createdAt: publishAt,
      updatedAt: publishAt,
    });
    const centers =
      index % 4 === 3
        ? input.centers.slice(index % input.centers.length, (index % input.centers.length) + 1)
        : input.centers;
    for (const center of centers) seed.newsCenters.push({ newsId: id, centerId: center.id });
  });

  for (let month = 0; month < 12; month += 1) {
    const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - month, 1))
      .toISOString()
      .slice(0, 10);
    for (const center of input.centers) {
      const index = input.centers.indexOf(center);
      const fixed = [
        {
          category: 'rent',
          vendor: EXPENSE_VENDORS.rent[index % 3] ?? 'Landlord',
          amount: 150_000_00 + index * 20_000_00,
          day: 0,
        },
        {
          category: 'utilities',
          vendor: 'Taipower',
          // Air conditioning through the Taipei summer.
          amount:
            Math.round(
              faker.number.int({ min: 16_000, max: 26_000 }) * (SUMMER.has(monthIndex(first)) ? 1.5 : 1),
            ) * 100,
          day: 9,
        },
        { category: 'salaries', vendor: 'Payroll', amount: 300_000_00 + index * 20_000_00, day: 4 },
      ] as const;
      for (const expense of fixed) {
        const spentOn = addDays(first, expense.day);
        if (spentOn > today) continue;
        seed.expenditures.push({
          id: nextId.expenditures(),
          spentOn,
          centerId: center.id,
          category: expense.category,
          vendor: expense.vendor,
          amount: expense.amount,
          method: 'transfer',
          staffId: deskStaff(),
        });
      }
    }
  }
  for (let i = 0; i < 40; i += 1) {
    const category = faker.helpers.arrayElement([
      'equipment',
      'maintenance',
      'marketing',
      'supplies',
      'stock_purchase',
    ] as const);
    const center = faker.helpers.arrayElement(input.centers);
    seed.expenditures.push({
      id: nextId.expenditures(),
      spentOn: addDays(today, -faker.number.int({ min: 0, max: HISTORY_DAYS - 1 })),
      centerId: center.id,
      category,
      vendor: faker.helpers.arrayElement(EXPENSE_VENDORS[category]),
      amount: faker.number.int({ min: 1_500, max: 60_000 }) * 100,
      method: faker.helpers.arrayElement(['transfer', 'card', 'cash'] as const),
      note: faker.helpers.maybe(() => faker.lorem.sentence(), { probability: 0.3 }) ?? null,
      staffId: deskStaff(),
    });
  }

  seed.settings.push({
    id: 1,
    studioName: 'CloudFit',
    taxNumber: '53212539',
    currency: STUDIO_CURRENCY,
    taxRateBasisPoints: STUDIO_TAX_RATE_BASIS_POINTS,
    invoicePrefix: INVOICE_PREFIX,
    nextInvoiceNumber: issued.length + 1,
    timeZone,
    bookingWindowDays: POLICY.bookingWindowDays,
    cancelCutoffHours: POLICY.cancelCutoffHours,
    lateCancelCountsCredit: POLICY.lateCancelCountsCredit,
    noShowPolicy: POLICY.noShowPolicy,
    noShowFee: POLICY.noShowFee,
    waitlistAutoPromote: POLICY.waitlistAutoPromote,
    checkInBlockOwingOver: CHECK_IN_BLOCK_OWING_OVER,
    checkInRequireWaiver: true,
    selfRegistration: false,
    defaultLocale: 'en',
  });
}
