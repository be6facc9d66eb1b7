import '../expenditures.i18n';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import { createExpenditureSchema, expenditureMoney } from '@cloudfit/shared/schemas/expenditure.schema';
import { useWholeUnits } from '@cloudfit/shared/ui/format/use-whole-units';
import { KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import { act, fireEvent, screen } from '@testing-library/react';
import { ExpenditureFields } from './ExpenditureFields';
import { blankExpenditure } from './expenditure-form';
import { renderWithStudio } from './new-expense-test-form';

const saved: unknown[] = [];

function NewExpense() {
  // As ExpenditureCreateDialog builds its form.
  const kit = useKitForm(useWholeUnits(createExpenditureSchema, expenditureMoney), {
    defaultValues: { ...blankExpenditure('2026-11-26', 1), vendor: 'Taipei Supplies' },
    onSubmit: (values) => {
      saved.push(values);
    },
  });
  return (
    <KitFormProvider form={kit}>
      <form noValidate onSubmit={kit.onSubmit}>
        <ExpenditureFields />
        <button type="submit">Record</button>
      </form>
    </KitFormProvider>
  );
}

function renderNewExpense(currency: string) {
  renderWithStudio(<NewExpense />, currency);
}

jest.setTimeout(20_000);

describe('an expense in New Taiwan dollars', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['en', 'Amount', 'NT$ amounts are whole dollars: enter the amount without cents.'],
    ['zh-TW', '金額', '新臺幣金額為整數元：請輸入不含小數的金額。'],
    ['de', 'Betrag', 'NT$-Beträge sind ganze Dollar: Geben Sie den Betrag ohne Cent ein.'],
  ])('in %s, 2500.50 is refused with the cure: whole dollars', async (locale, label, message) => {
    await act(() => i18n.changeLanguage(locale));
    renderNewExpense('TWD');
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), {
      target: { value: '2500.50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('in euros the same 2500.50 is taken', async () => {
    saved.length = 0;
    renderNewExpense('EUR');
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '2500.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByRole('button', { name: 'Record' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(screen.queryByText(/whole/)).toBeNull();
  });
});
