import '../expenditures.i18n';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import { createExpenditureSchema } from '@cloudfit/shared/schemas/expenditure.schema';
import { KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import { act, fireEvent, screen } from '@testing-library/react';
import { ExpenditureFields } from './ExpenditureFields';
import { blankExpenditure } from './expenditure-form';
import { renderWithStudio } from './new-expense-test-form';

function NewExpense() {
  const kit = useKitForm(createExpenditureSchema, {
    defaultValues: blankExpenditure('2026-11-26', 1),
    onSubmit: () => {},
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

function renderNewExpense() {
  renderWithStudio(<NewExpense />);
}

jest.setTimeout(20_000);

describe('a new expense’s amount', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['zh-TW', '金額', '請輸入不超過 10,000,000 的金額。'],
    ['de', 'Betrag', 'Geben Sie einen Betrag von höchstens 10.000.000 ein.'],
    ['en', 'Amount', 'Enter an amount of at most 10,000,000.'],
  ])(
    'in %s, 99,999,999,999,999 is refused as too large, naming the largest amount',
    async (locale, label, message) => {
      await act(() => i18n.changeLanguage(locale));
      renderNewExpense();
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), {
        target: { value: '99999999999999' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Record' }));
      expect(await screen.findByText(message)).toBeTruthy();
    },
  );

  it('shows the currency the way the screen’s amounts do: NT$ after the box in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderNewExpense();
    const box = screen.getByRole('textbox', { name: /^Betrag/ });
    const field = box.closest('.MuiInputBase-root') as HTMLElement;
    expect(field.querySelector('.MuiInputAdornment-positionEnd')?.textContent).toBe('NT$');
    expect(field.querySelector('.MuiInputAdornment-positionStart')).toBeNull();
  });

  it('in English the currency stands before the amount, as in "NT$2,310"', async () => {
    renderNewExpense();
    const field = screen
      .getByRole('textbox', { name: /^Amount/ })
      .closest('.MuiInputBase-root') as HTMLElement;
    expect(field.querySelector('.MuiInputAdornment-positionStart')?.textContent).toBe('NT$');
  });
});
