import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../../../src/client/ui/button';
import { TextInput } from '../../../src/client/ui/text-input';
import { useForm, zodValidator } from '../../../src/client/ui/use-form';
import { isFormDirty } from '../../../src/client/ui/form-dirty';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(5, 'Name is too long'),
  email: z.string().min(1, 'Email is required'),
});
type Values = z.input<typeof schema>;
const validate = zodValidator<Values>(schema);

function ContactForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ initialValues: { name: '', email: '' }, validate });
  return (
    <form onSubmit={form.handleSubmit(onValid)} onReset={form.handleReset} noValidate>
      <TextInput label="Name" {...form.field('name')} />
      <TextInput label="Email" {...form.field('email')} />
      <Button type="submit">Send</Button>
      <Button type="reset" variant="outlined">
        Clear
      </Button>
      {isFormDirty(form) ? <p>Unsaved changes</p> : null}
    </form>
  );
}

describe('useForm', () => {
  it('shows no error before the user has touched a field', () => {
    render(<ContactForm onValid={vi.fn()} />);
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('checks a field on input and on blur', async () => {
    const user = userEvent.setup();
    render(<ContactForm onValid={vi.fn()} />);

    await user.type(screen.getByLabelText('Name'), 'Too long');
    expect(screen.getByText('Name is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is too long');

    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('runs the handler only when no field rejects', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
  });

  it('prevents the browser from submitting the form', async () => {
    const user = userEvent.setup();
    render(<ContactForm onValid={vi.fn()} />);
    const form = screen.getByRole('button', { name: 'Send' }).closest('form');
    let defaultPrevented = false;
    form?.addEventListener('submit', (event) => {
      // This listener runs before React's, which sits at the root; read the outcome afterwards.
      queueMicrotask(() => {
        defaultPrevented = event.defaultPrevented;
      });
    });

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(defaultPrevented).toBe(true);
  });

  it('clears values and errors on reset', async () => {
    const user = userEvent.setup();
    render(<ContactForm onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'Too long');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Name is too long')).not.toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('knows when the values differ from the initial ones, and not once they match again', async () => {
    const user = userEvent.setup();
    render(<ContactForm onValid={vi.fn()} />);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Name'));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});
