import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '../../../src/client/ui/toast';

function Notifier() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Category saved successfully')}>
        Save
      </button>
      <button type="button" onClick={() => toast.error('Failed to delete Category')}>
        Fail
      </button>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success notice politely and removes it after 3 seconds', () => {
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Category saved successfully');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Category saved successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Category saved successfully')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('announces an error notice as an alert', () => {
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete Category');
  });

  it('can be dismissed early, and repeating a notice restarts it rather than stacking', () => {
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
