import { i18n } from '@cloudfit/shared/i18n/i18n';
import { FormDecimal, FormInteger, FormMoney, useKitForm } from '@cloudfit/shared/ui/kit/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { FormPercent } from './FormPercent';

interface Values {
  amount: number | null;
}

let lastValue: unknown;

const schema = z.object({ amount: z.number().nullable() });

function Form({ initial, children }: { initial: number | null; children: ReactNode }) {
  const { form } = useKitForm(schema, { defaultValues: { amount: initial }, onSubmit: () => {} });
  lastValue = form.watch('amount');
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderField(field: ReactNode, initial: number | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['settings', 'profile'], { currency: 'EUR', timeZone: 'Europe/Berlin' });
  queryClient.setQueryData(['centers', 'all'], { items: [], total: 0 });
  render(
    <QueryClientProvider client={queryClient}>
      <Form initial={initial}>{field}</Form>
    </QueryClientProvider>,
  );
  return screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
}

const FIELDS = {
  FormInteger: () => <FormInteger<Values> name="amount" label="Amount" />,
  FormDecimal: () => <FormDecimal<Values> name="amount" label="Amount" />,
  FormMoney: () => <FormMoney<Values> name="amount" label="Amount" />,
  FormPercent: () => <FormPercent<Values> name="amount" label="Amount" />,
};

/** What a person types on the way to a number, and the value each field holds at the end. */
const TYPED: Array<[keyof typeof FIELDS, string, number | null]> = [
  ['FormDecimal', '19.5', 19.5],
  ['FormDecimal', '19,5', 19.5],
  ['FormDecimal', '-', Number.NaN],
  ['FormDecimal', '-2.5', -2.5],
  ['FormDecimal', '0.', Number.NaN],
  ['FormMoney', '19.5', 1950],
  ['FormMoney', '19,5', 1950],
  ['FormMoney', '-', Number.NaN],
  ['FormMoney', '0.', Number.NaN],
  ['FormMoney', '7.25', 725],
  ['FormPercent', '19.5', 1950],
  ['FormPercent', '19,5', 1950],
  ['FormPercent', '-', Number.NaN],
  ['FormPercent', '0.', Number.NaN],
  ['FormInteger', '-', Number.NaN],
  ['FormInteger', '-3', -3],
  ['FormInteger', '0.', Number.NaN],
  ['FormInteger', '12', 12],
];

describe('the kit’s number fields, typed into character by character', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each(TYPED)('%s keeps "%s" as typed and holds %p', async (kind, typed, value) => {
    const user = userEvent.setup();
    const Field = FIELDS[kind];
    const box = renderField(<Field />, null);
    let sofar = '';
    for (const character of typed) {
      await user.type(box, character);
      sofar += character;
      expect(box.value).toBe(sofar);
      expect(box.value).not.toContain('NaN');
    }
    expect(lastValue).toBe(value);
  });

  it.each(Object.keys(FIELDS) as Array<keyof typeof FIELDS>)(
    '%s: emptying the box leaves it empty, and the value null',
    async (kind) => {
      const user = userEvent.setup();
      const Field = FIELDS[kind];
      const box = renderField(<Field />, 1200);
      await user.clear(box);
      expect(box.value).toBe('');
      expect(lastValue).toBeNull();
      await user.type(box, '0.');
      expect(box.value).toBe('0.');
    },
  );

  it('in German, a value that arrives is written with a decimal comma, and "19,5" is typed as is', async () => {
    await act(() => i18n.changeLanguage('de'));
    const user = userEvent.setup();
    const box = renderField(<FormPercent<Values> name="amount" label="Amount" />, 1250);
    expect(box.value).toBe('12,5');
    await user.clear(box);
    for (const character of '19,5') await user.type(box, character);
    expect(box.value).toBe('19,5');
    expect(lastValue).toBe(1950);
  });
});
