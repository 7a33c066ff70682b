import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from '../../../src/client/ui/button';
import { TrashIcon } from '../../../src/client/ui/icons';

describe('Button', () => {
  it('does not submit a form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Preview</Button>
        <Button type="submit">Save</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('ignores clicks while busy but keeps keyboard focus', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();

    rerender(
      <Button onClick={onClick} busy>
        Save
      </Button>,
    );
    await user.click(button);

    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('names an icon-only button by its label', () => {
    render(<IconButton label="Delete Web" icon={<TrashIcon />} />);
    expect(screen.getByRole('button', { name: 'Delete Web' })).toBeInTheDocument();
  });
});
