import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders a new-expense form for a component test, in a studio of `currency` with one branch
 * (Xinyi, id 1): the expense fields and a Record button.
 */
export function renderWithStudio(form: ReactNode, currency = 'TWD') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['settings', 'profile'], { currency, timeZone: 'Asia/Taipei' });
  queryClient.setQueryData(['centers', 'all'], { items: [{ id: 1, name: 'Xinyi' }], total: 1 });
  render(<QueryClientProvider client={queryClient}>{form}</QueryClientProvider>);
}
