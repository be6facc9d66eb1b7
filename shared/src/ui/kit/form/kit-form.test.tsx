import '@testing-library/jest-dom';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { FormCheckbox, FormMultiSelect, FormRadioGroup } from './choice-fields';
import { type KitFormOptions, KitFormProvider, useKitForm } from './kit-form';
import { FormPassword, FormText } from './text-fields';

const schema = z.object({
  email: z.string().email('Enter a valid email address.'),
  password: z.string().min(1, 'Enter your password.'),
  plan: z.enum(['basic', 'team'], { message: 'Choose a plan.' }),
  terms: z.literal(true, { message: 'Accept the terms to go on.' }),
});
type Input = z.input<typeof schema>;
const EMPTY = { email: '', password: '', plan: undefined, terms: false } as unknown as Input;

function SignUp(props: Partial<KitFormOptions<typeof schema>>) {
  const kit = useKitForm(schema, { defaultValues: EMPTY, onSubmit: () => undefined, ...props });
  return (
    <KitFormProvider form={kit}>
      <form noValidate onSubmit={kit.onSubmit}>
        {kit.formError && <p role="alert">{kit.formError}</p>}
        <FormText<Input> name="email" label="Email" type="email" />
        <FormPassword<Input> name="password" label="Password" autoComplete="new-password" />
        <FormRadioGroup<Input>
          name="plan"
          label="Plan"
          row
          options={[
            { value: 'basic', label: 'Basic' },
            { value: 'team', label: 'Team' },
          ]}
        />
        <FormCheckbox<Input> name="terms" label="I accept the terms" />
        <button type="submit">Create</button>
      </form>
    </KitFormProvider>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('radio', { name: 'Team' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
}

// userEvent types key by key; on a loaded machine a form test takes seconds.
jest.setTimeout(30_000);

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('a plain kit form', () => {
  it('shows each field its schema message after a submit, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.getByText('Choose a plan.')).toBeVisible();
    expect(screen.getByText('Accept the terms to go on.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values: the chosen radio and the ticked box', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'ada@example.com', password: 'secret', plan: 'team', terms: true },
      expect.anything(),
    );
  });

  it('shows the password on request and hides it again', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("puts the server's field messages on their fields, in the user's language", async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('de'));
    const refusal = new ApiError(400, {
      error: {
        code: 'validation_failed',
        message: 'Validation failed',
        fields: { email: 'Enter a valid email address.' },
      },
    });
    render(
      <SignUp
        onSubmit={() => {
          throw refusal;
        }}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription(
      i18n.t('Enter a valid email address.', { ns: 'validation', keySeparator: false, nsSeparator: false }),
    );
    expect(email).toHaveAccessibleDescription(expect.not.stringMatching(/^Enter a valid/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refusal that names no field above the form, and its own words when the server was not reached', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <SignUp
        onSubmit={() => {
          throw new ApiError(401, {
            error: { code: 'invalid_credentials', message: 'Wrong email or password.' },
          });
        }}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    unmount();

    render(
      <SignUp
        unreachableMessage="The server cannot be reached."
        onSubmit={() => {
          throw new TypeError('Failed to fetch');
        }}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
  });

  it('leaves a refusal the screen explains itself to the screen', async () => {
    const user = userEvent.setup();
    const onRefused = jest.fn(() => true);
    render(
      <SignUp
        onRefused={onRefused}
        onSubmit={() => {
          throw new ApiError(400, { error: { code: 'x', message: 'Gone', fields: { token: 'Expired' } } });
        }}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

const tagsSchema = z.object({ tags: z.array(z.string()).min(1, 'Choose at least one.') });
type Tags = z.input<typeof tagsSchema>;

function TagsForm({ onSubmit }: { onSubmit(values: Tags): void }) {
  const kit = useKitForm(tagsSchema, { defaultValues: { tags: [] }, onSubmit });
  return (
    <KitFormProvider form={kit}>
      <form noValidate onSubmit={kit.onSubmit}>
        <FormMultiSelect<Tags>
          name="tags"
          label="Tags"
          options={[
            { value: 'news', label: 'News' },
            { value: 'tips', label: 'Tips' },
            { value: 'events', label: 'Events' },
          ]}
        />
        <button type="submit">Save</button>
      </form>
    </KitFormProvider>
  );
}

describe('a choice of several', () => {
  it('shows the chosen labels in the box, ticks them in the menu and sends their values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TagsForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one.')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(screen.getByRole('option', { name: 'Tips' }));
    await user.click(screen.getByRole('option', { name: 'News' }));
    expect(within(screen.getByRole('option', { name: 'News' })).getByRole('checkbox')).toBeChecked();
    expect(within(screen.getByRole('option', { name: 'Events' })).getByRole('checkbox')).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveTextContent('Tips, News');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ tags: ['tips', 'news'] }, expect.anything());
  });
});
