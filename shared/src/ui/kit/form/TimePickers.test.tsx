import '@testing-library/jest-dom';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { FormInstant, FormTime } from './FormInstant';

jest.setTimeout(30_000);

afterEach(() => act(() => i18n.changeLanguage('en')));

/** What the field shows, without the direction marks MUI X puts around its parts. */
function shown(label: string): string {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  const input = group.parentElement!.querySelector('input')!;
  return input.value.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
}

type Values = { startsAt: string | null; opens: string };

function Booking(props: { startsAt: string | null; onValues?(values: Values): void }) {
  const form = useForm<Values>({ defaultValues: { startsAt: props.startsAt, opens: '06:00' } });
  props.onValues?.(form.watch());
  return (
    <FormProvider {...form}>
      <FormInstant<Values> name="startsAt" label="Starts" timeZone="Asia/Taipei" />
      <FormTime<Values> name="opens" label="Opens" />
    </FormProvider>
  );
}

describe('the kit’s time pickers', () => {
  it.each([
    ['en', '12/18/2026 09:07 PM', '06:00 AM'],
    ['de', '18.12.2026 21:07', '06:00'],
    ['zh-TW', '2026/12/18 21:07', '06:00'],
  ])('write a day and time on the branch’s clock in %s', async (language, dayAndTime, time) => {
    await act(() => i18n.changeLanguage(language));
    // 13:07 UTC is 21:07 in Taipei, whatever zone the browser is in.
    render(<Booking startsAt="2026-12-18T13:07:00.000Z" />);
    await waitFor(() => expect(shown('Starts')).toBe(dayAndTime));
    expect(shown('Opens')).toBe(time);
    expect(screen.getByText('Asia/Taipei')).toBeInTheDocument();
  });

  it('turns a day and time typed in German into the instant on the branch’s clock', async () => {
    await act(() => i18n.changeLanguage('de'));
    const user = userEvent.setup();
    const values: Values[] = [];
    render(<Booking startsAt={null} onValues={(next) => values.push(next)} />);
    await waitFor(() => expect(screen.getByRole('group', { name: /^Starts/ })).toBeInTheDocument());
    await user.click(screen.getAllByRole('spinbutton', { name: 'Tag' })[0]!);
    await user.keyboard('191220260507');
    await waitFor(() => expect(shown('Starts')).toBe('19.12.2026 05:07'));
    // 05:07 in Taipei (UTC+8) is 21:07 UTC the day before.
    expect(values.at(-1)?.startsAt).toBe('2026-12-18T21:07:00.000Z');
  });
});
