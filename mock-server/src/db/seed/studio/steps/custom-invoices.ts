import { addDays } from '@cloudfit/shared/domain/calendar-dates';
import type { SeedContext } from './context';
import type { SalesDesk } from './sales-desk';

/** Custom invoices: locker rentals, some left as drafts and some voided before any payment. */
export function seedCustomInvoices(
  {
    faker,
    today,
    deskStaff,
    atLocal,
    input,
  }: Pick<SeedContext, 'faker' | 'today' | 'deskStaff' | 'atLocal' | 'input'>,
  { issueInvoice, pay }: Pick<SalesDesk, 'issueInvoice' | 'pay'>,
) {
  for (const member of faker.helpers.arrayElements(input.members, Math.min(40, input.members.length))) {
    const day = addDays(today, -faker.number.int({ min: 0, max: 120 }));
    const at = atLocal(day, member.homeCenterId);
    const story = faker.helpers.weightedArrayElement([
      { weight: 6, value: 'paid' },
      { weight: 2, value: 'draft' },
      { weight: 2, value: 'void' },
    ] as const);
    const { invoice } = issueInvoice({
      memberId: member.id,
      centerId: member.homeCenterId,
      issuedOn: day,
      at,
      lines: [
        {
          kind: 'custom',
          referenceId: null,
          description: 'Locker rental, 1 month',
          quantity: 1,
          unitPrice: 300_00,
          discount: 0,
        },
      ],
      draft: story === 'draft',
    });
    if (story === 'paid') pay(invoice, invoice.total, at);
    if (story === 'void')
      Object.assign(invoice, {
        status: 'void',
        voidReason: 'Issued to the wrong member',
        voidedAt: at,
        voidedById: deskStaff(),
      });
  }
}
