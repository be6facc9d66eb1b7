import '../expenditures.i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ExpenditureCreateDialog } from './ExpenditureDialogs';

const CENTERS = [
  { id: 3, name: 'Banqiao', active: true },
  { id: 1, name: 'Xinyi', active: true },
];

function renderNewExpense() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['settings', 'profile'], { currency: 'TWD', timeZone: 'Asia/Taipei' });
  queryClient.setQueryData(['centers', 'all'], { items: CENTERS, total: CENTERS.length });
  // The dialog's leave guard needs a data router and its layout a theme, as in the app.
  const router = createMemoryRouter([
    { path: '/', element: <ExpenditureCreateDialog open onClose={() => {}} /> },
  ]);
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
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
