import '../sales.i18n';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import { createInvoiceSchema, invoiceMoney } from '@cloudfit/shared/schemas/invoice.schema';
import { useWholeUnits } from '@cloudfit/shared/ui/format/use-whole-units';
import { FormMoney, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';

const saved: unknown[] = [];

function NewInvoice() {
  // As InvoiceForm builds its form: one custom line, its price and discount, and the invoice discount.
  const kit = useKitForm(useWholeUnits(createInvoiceSchema, invoiceMoney), {
    defaultValues: {
      memberId: 1,
      centerId: 1,
      issue: false,
      lines: [{ kind: 'custom', referenceId: null, description: 'Mat hire', quantity: 1, unitPrice: null }],
      discount: 0,
    },
    onSubmit: (values) => {
      saved.push(values);
    },
  });
  return (
    <KitFormProvider form={kit}>
      <form noValidate onSubmit={kit.onSubmit}>
        <FormMoney name="lines.0.unitPrice" label="Unit price" />
        <FormMoney name="lines.0.discount" label="Line discount" />
        <FormMoney name="discount" label="Invoice discount" />
        <button type="submit">Save</button>
      </form>
    </KitFormProvider>
  );
}

function renderNewInvoice(currency: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['settings', 'profile'], { currency, timeZone: 'Asia/Taipei' });
  render(
    <QueryClientProvider client={queryClient}>
      <NewInvoice />
    </QueryClientProvider>,
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });
}

jest.setTimeout(20_000);

describe('an invoice in New Taiwan dollars', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['en', 'NT$ amounts are whole dollars: enter the amount without cents.'],
    ['zh-TW', '新臺幣金額為整數元：請輸入不含小數的金額。'],
  ])(
    "in %s, cents in a custom line's price and discount and in the invoice discount are refused beside each",
    async (locale, message) => {
      await act(() => i18n.changeLanguage(locale));
      saved.length = 0;
      renderNewInvoice('TWD');
      type('Unit price', '300.50');
      type('Line discount', '0.25');
      type('Invoice discount', '10.10');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findAllByText(message)).toHaveLength(3);
      expect(saved).toEqual([]);
    },
  );

  it('takes whole dollars, and cents in euros', async () => {
    saved.length = 0;
    renderNewInvoice('EUR');
    type('Unit price', '300.50');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(screen.queryByText(/whole/)).toBeNull();
    expect(saved).toHaveLength(1);
  });
});
