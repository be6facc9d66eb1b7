import '@testing-library/jest-dom';
import { appStore } from '@cloudfit/shared/store/app-store';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
// biome-ignore lint/style/noRestrictedImports: the test's own data router; the screens' app-router is this package
import { createMemoryRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { ResourceFormDialog } from '../dialog/ResourceFormDialog';
import { ResourceFormBody } from './ResourceFormBody';
import { useResourceForm } from './resource-form';
import { FormText } from './text-fields';

// The session ending is the API client's event: the test fires it as the client would.
const sessionEnded = new Set<() => void>();
jest.mock('@cloudfit/shared/http/api-client', () => ({
  ...jest.requireActual('@cloudfit/shared/http/api-client'),
  onSessionExpired: (listener: () => void) => {
    sessionEnded.add(listener);
    return () => sessionEnded.delete(listener);
  },
}));
const endSession = () => {
  for (const listener of [...sessionEnded]) listener();
};

jest.setTimeout(30_000);

const schema = z.object({ vendor: z.string(), amount: z.string(), version: z.number() });
type Expense = { id: number; vendor: string; amount: string; version: number };

function ExpenseEditDialog({ item, submit }: { item: Expense; submit?(values: unknown): Promise<unknown> }) {
  return (
    <ResourceFormDialog
      onClose={() => undefined}
      schema={schema}
      defaultValues={{ vendor: item.vendor, amount: item.amount, version: item.version }}
      submit={submit ?? (async () => item)}
      live={{ resource: 'expenditures', recordId: item.id }}
      title="Edit expense"
      submitLabel="Save"
    >
      <FormText name="vendor" label="Vendor" />
      <FormText name="amount" label="Amount" />
    </ResourceFormDialog>
  );
}

// The leave guard needs a data router and the dialog a theme, as in the app.
const theme = createTheme();
const inRouter = (element: ReactElement) =>
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/expenditure'] })}
      />
    </ThemeProvider>,
  );

// A cancel dialog of one membership among several on a member's page: a reason and the version read.
function CancelDialog({ version }: { version: number }) {
  return (
    <ResourceFormDialog
      onClose={() => undefined}
      schema={z.object({ reason: z.string(), version: z.number() })}
      defaultValues={{ reason: '', version }}
      submit={async () => null}
      title="Cancel membership"
      submitLabel="Cancel membership"
    >
      <FormText name="reason" label="Reason" />
    </ResourceFormDialog>
  );
}

// A screen of its own (its address names the record) with a versioned form that holds no id.
function ProfileScreen({ version }: { version: number }) {
  const resourceForm = useResourceForm({
    schema: z.object({ phone: z.string(), version: z.number() }),
    defaultValues: { phone: '0911', version },
    submit: async () => null,
  });
  return (
    <ResourceFormBody resourceForm={resourceForm} submitLabel="Save">
      <FormText name="phone" label="Phone" />
    </ResourceFormBody>
  );
}

const A: Expense = { id: 1, vendor: 'Flyers', amount: '100', version: 3 };
const B: Expense = { id: 2, vendor: 'Towels', amount: '900', version: 5 };

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/expenditure');
  appStore.setState((state) => ({ session: { ...state.session, userData: { id: 7 } as never } }));
});

async function typeAmountAndEndSession(item: Expense, amount: string) {
  const user = userEvent.setup();
  const view = inRouter(<ExpenseEditDialog item={item} />);
  await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
  endSession();
  view.unmount();
}

describe("an edit dialog's values kept when the session ends", () => {
  it("are never shown in another record's dialog, and come back in their own", async () => {
    await typeAmountAndEndSession(A, '150');

    const other = inRouter(<ExpenseEditDialog item={B} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('900');
    expect(screen.getByRole('textbox', { name: 'Vendor' })).toHaveValue('Towels');
    expect(screen.queryByText(/unsaved changes/)).toBeNull();
    other.unmount();

    const user = userEvent.setup();
    const submit = jest.fn(async () => A);
    inRouter(<ExpenseEditDialog item={A} submit={submit} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('150');
    expect(screen.getByText(/unsaved changes/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith({ vendor: 'Flyers', amount: '150', version: 3 });
  });

  it('keep the version they were typed at, so a record changed meanwhile is not overwritten silently', async () => {
    await typeAmountAndEndSession(A, '150');

    const user = userEvent.setup();
    const submit = jest.fn(async () => A);
    inRouter(<ExpenseEditDialog item={{ ...A, vendor: 'Posters', version: 4 }} submit={submit} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server answers 409 to version 3 and the dialog shows what changed.
    expect(submit).toHaveBeenCalledWith({ vendor: 'Flyers', amount: '150', version: 3 });
  });

  it('are not kept by a dialog that cannot tell its record from another one at the same version', async () => {
    const user = userEvent.setup();
    const first = inRouter(<CancelDialog version={1} />);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Moved abroad');
    endSession();
    first.unmount();

    inRouter(<CancelDialog version={1} />);
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    expect(screen.queryByText(/unsaved changes/)).toBeNull();
  });

  it('are kept by a form on its own screen, whose address names its record', async () => {
    const user = userEvent.setup();
    const first = inRouter(<ProfileScreen version={2} />);
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0922');
    endSession();
    first.unmount();

    inRouter(<ProfileScreen version={2} />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('0922');
    expect(screen.getByText(/unsaved changes/)).toBeVisible();
  });
});
