import '../expenditures.i18n';
import { createExpenditureSchema } from '@cloudfit/shared/schemas/expenditure.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useNewRecordCenterId } from '../../../components/new-record-center';
import { ExpenditureFields } from './ExpenditureFields';
import { blankExpenditure } from './expenditure-form';

const CENTERS = [
  { id: 3, name: 'Banqiao', active: true },
  { id: 1, name: 'Xinyi', active: true },
];

/** The new-expense dialog's form as ExpenditureCreateDialog starts it (the dialog needs the app's router). */
function NewExpense() {
  const kit = useKitForm(createExpenditureSchema, {
    defaultValues: blankExpenditure('2026-11-26', useNewRecordCenterId()),
    onSubmit: () => {},
  });
  return (
    <KitFormProvider form={kit}>
      <ExpenditureFields />
    </KitFormProvider>
  );
}

function renderNewExpense() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['settings', 'profile'], { currency: 'TWD', timeZone: 'Asia/Taipei' });
  queryClient.setQueryData(['centers', 'all'], { items: CENTERS, total: CENTERS.length });
  render(
    <QueryClientProvider client={queryClient}>
      <NewExpense />
    </QueryClientProvider>,
  );
}

jest.setTimeout(20_000);

describe('a new expense’s branch', () => {
  afterEach(() => appStore.getState().setCurrentCenter(null));

  it('with "All branches" in the navbar, starts at the first open branch, so it can be saved at once', async () => {
    appStore.getState().setCurrentCenter(null);
    renderNewExpense();
    expect((await screen.findByRole('combobox', { name: /^Branch/ })).textContent).toBe('Banqiao');
  });

  it('starts at the navbar’s branch when one is chosen', async () => {
    appStore.getState().setCurrentCenter({ id: 1, name: 'Xinyi' });
    renderNewExpense();
    expect((await screen.findByRole('combobox', { name: /^Branch/ })).textContent).toBe('Xinyi');
  });
});
