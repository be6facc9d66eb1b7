import '../features/news/news.i18n';
import '../features/packages/packages.i18n';
import '../features/rooms/rooms.i18n';
import '../features/staff/staff.i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NewMemberDialog } from '../features/members/components/NewMemberDialog';
import { NewsCreateDialog } from '../features/news/components/NewsDialogs';
import { PackageCreateDialog } from '../features/packages/components/PackageCreateDialog';
import { RoomCreateDialog } from '../features/rooms/components/RoomDialogs';
import { StaffCreateDialog } from '../features/staff/components/StaffCreateDialog';

// The shell's router is not here: nothing is blocked and nothing navigates (the member dialog opens the new member).
jest.mock('@cloudfit/shared/router/app-router', () => ({
  ...jest.requireActual('@cloudfit/shared/router/app-router'),
  useBlocker: () => ({ state: 'unblocked' }),
  useNavigate: () => () => {},
}));
// The news editor's preview is ESM only; it plays no part in the branch field.
jest.mock('react-markdown', () => ({ __esModule: true, default: () => null }));

const CENTERS = [
  { id: 2, name: 'Closed', active: false },
  { id: 3, name: 'Banqiao', active: true },
  { id: 1, name: 'Xinyi', active: true },
];

function renderDialog(dialog: React.ReactElement) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['settings', 'profile'], { currency: 'TWD', timeZone: 'Asia/Taipei' });
  queryClient.setQueryData(['centers', 'all'], { items: CENTERS, total: CENTERS.length });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>{dialog}</ThemeProvider>
    </QueryClientProvider>,
  );
}

jest.setTimeout(20_000);

describe('a create dialog’s branch under "All branches"', () => {
  afterEach(() => appStore.getState().setCurrentCenter(null));

  it.each([
    ['room', () => <RoomCreateDialog open onClose={() => {}} />],
    ['staff member', () => <StaffCreateDialog open onClose={() => {}} onCreated={() => {}} />],
    ['news item', () => <NewsCreateDialog open onClose={() => {}} />],
    ['member', () => <NewMemberDialog open onClose={() => {}} />],
    ['package', () => <PackageCreateDialog open onClose={() => {}} onCreated={() => {}} />],
  ])('a new %s starts at the first open branch, not with none', async (_name, dialog) => {
    renderDialog(dialog());
    const field = await screen.findByRole('combobox', { name: /^(Home )?branch(es)?\b/i });
    expect(field.textContent).toContain('Banqiao');
    expect(field.textContent).not.toContain('Xinyi');
  });
});
