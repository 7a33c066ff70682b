import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dateText, optionalDateText } from '../../../src/shared/fields';
import { parseDateText } from '../../../src/client/lib/date-text';
import { Button } from '../../../src/client/ui/button';
import { DateField } from '../../../src/client/ui/date-field';
import { useForm, zodValidator } from '../../../src/client/ui/use-form';

const schema = z.object({ startAt: dateText(), endAt: optionalDateText() });
interface Values {
  startAt: string;
  endAt: string;
}
const validate = zodValidator<Values>(schema);

function PeriodForm({
  initial = { startAt: '', endAt: '' },
  onValid,
}: {
  initial?: Values;
  onValid: (values: Values) => void;
}) {
  const form = useForm<Values>({ initialValues: initial, validate });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <DateField label="Start At" required {...form.field('startAt')} />
      <DateField label="End At" hint="Leave empty while it lasts" {...form.field('endAt')} />
      <Button type="submit">Save</Button>
      <Button variant="outlined" onClick={() => form.reset({ startAt: '2021-07-09', endAt: '' })}>
        Load
      </Button>
    </form>
  );
}

function setup(initial?: Values) {
  const onValid = vi.fn();
  const user = userEvent.setup();
  render(<PeriodForm onValid={onValid} {...(initial ? { initial } : {})} />);
  return {
    user,
    onValid,
    start: screen.getByLabelText(/^Start At/),
    end: screen.getByLabelText(/^End At/),
  };
}

describe('parseDateText', () => {
  it.each([
    ['31.12.2024', '2024-12-31'],
    ['1.2.2024', '2024-02-01'],
    ['01/02/2024', '2024-02-01'],
    ['29.02.2024', '2024-02-29'],
    ['31122024', '2024-12-31'],
    ['2024-05-31', '2024-05-31'],
    [' 2024-5-3 ', '2024-05-03'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDateText(text)).toEqual({ kind: 'date', iso });
  });

  it.each([
    ['31.02.2024', '31.02.2024 is not a date: February 2024 has 29 days'],
    ['29.02.2023', '29.02.2023 is not a date: February 2023 has 28 days'],
    ['31.04.2024', '31.04.2024 is not a date: April 2024 has 30 days'],
    ['10.13.2024', '10.13.2024 is not a date: there is no month 13'],
    ['2024-02-30', '30.02.2024 is not a date: February 2024 has 29 days'],
  ])('says why %s is no date', (text, message) => {
    expect(parseDateText(text)).toEqual({ kind: 'impossible', message });
  });

  it.each(['yesterday', '12.2024', '1.2.24', '2024/02/01x'])(
    'asks for dd.mm.yyyy for %s',
    (text) => {
      expect(parseDateText(text)).toEqual({
        kind: 'unreadable',
        message: 'Type the date as dd.mm.yyyy',
      });
    },
  );
});

describe('DateField', () => {
  it('is a text field for dd.mm.yyyy on a number pad, not the browser date input', () => {
    const { start } = setup();
    expect(start).toHaveAttribute('type', 'text');
    expect(start).toHaveAttribute('placeholder', 'dd.mm.yyyy');
    expect(start).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows a stored yyyy-mm-dd as dd.mm.yyyy and sends the typed date as yyyy-mm-dd', async () => {
    const { user, onValid, start, end } = setup({ startAt: '2020-03-01', endAt: '' });
    expect(start).toHaveValue('01.03.2020');
    expect(end).toHaveValue('');

    await user.type(end, '15.08.2023');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ startAt: '2020-03-01', endAt: '2023-08-15' });
  });

  it('takes a pasted yyyy-mm-dd and eight typed digits, shown as dd.mm.yyyy once left', async () => {
    const { user, onValid, start, end } = setup();
    await user.click(start);
    await user.paste('2024-05-31');
    await user.tab();
    expect(start).toHaveValue('31.05.2024');

    await user.type(end, '01062024');
    await user.tab();
    expect(end).toHaveValue('01.06.2024');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ startAt: '2024-05-31', endAt: '2024-06-01' });
  });

  it('says in words why an impossible date is refused, and sends nothing', async () => {
    const { user, onValid, start } = setup();
    await user.type(start, '31.02.2024');
    await user.tab();
    const message = '31.02.2024 is not a date: February 2024 has 29 days';
    expect(start).toHaveAccessibleDescription(message);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveValue('31.02.2024');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText(message)).toBeInTheDocument();

    await user.clear(start);
    await user.type(start, '29.02.2024');
    expect(start).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ startAt: '2024-02-29', endAt: '' });
  });

  it('asks for the format when the text is no date at all', async () => {
    const { user, onValid, end, start } = setup();
    await user.type(start, '01.01.2024');
    await user.type(end, 'soon');
    await user.tab();
    expect(end).toHaveAccessibleDescription(
      'Leave empty while it lasts Type the date as dd.mm.yyyy',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("keeps the form's own message for an empty required date", async () => {
    const { user, onValid } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Start At/)).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('follows a value the form sets itself (an item loaded to edit)', async () => {
    const { user, start } = setup();
    await user.type(start, '3.3.2023');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(start).toHaveValue('09.07.2021');
  });
});
