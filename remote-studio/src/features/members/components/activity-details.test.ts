import '../member-activity.i18n';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import type { AuditLogItem } from '@cloudfit/shared/schemas/audit-log.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { activityDetails } from './activity-details';

const format = { money: (minor: number) => `NT$${minor / 100}` } as unknown as StudioFormat;

function invoiceEntry(action: string, before: object, after: object): AuditLogItem {
  return { id: 1, entity: 'invoices', entityId: 7, action, before, after } as unknown as AuditLogItem;
}

describe("the member timeline's money lines", () => {
  it('says a reversed payment was taken off the invoice as recorded by mistake, with its amount', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'studio');
    const entry = invoiceEntry(
      'reversal',
      { number: 'CF-000001', total: 200000, paid: 200000 },
      { number: 'CF-000001', total: 200000, paid: 0 },
    );
    expect(activityDetails(entry, t, format)).toBe('NT$2000 taken off CF-000001: recorded by mistake');
  });

  it('a refund still reads as money back', async () => {
    const t = i18n.getFixedT('en', 'studio');
    const entry = invoiceEntry(
      'refund',
      { number: 'CF-000001', paid: 200000 },
      { number: 'CF-000001', paid: 150000 },
    );
    expect(activityDetails(entry, t, format)).toBe('NT$500 back on CF-000001');
  });

  it('says why, when the entry carries the reason', async () => {
    const t = i18n.getFixedT('en', 'studio');
    const reversal = invoiceEntry(
      'reversal',
      { number: 'CF-000001', paid: 200000 },
      { number: 'CF-000001', paid: 0, reason: 'Paid by card, not cash' },
    );
    expect(activityDetails(reversal, t, format)).toBe(
      'NT$2000 taken off CF-000001: recorded by mistake (Paid by card, not cash)',
    );
    const refund = invoiceEntry(
      'refund',
      { number: 'CF-000001', paid: 200000 },
      { number: 'CF-000001', paid: 150000, reason: 'Towel returned' },
    );
    expect(activityDetails(refund, t, format)).toBe('NT$500 back on CF-000001: Towel returned');
  });
});
