import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../../src/client/ui/not-found-page';

describe('NotFoundPage', () => {
  it('shows the spec texts and goes back on request', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<NotFoundPage onBack={onBack} />);

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('I swear it worked on my machine...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('renders on the server', () => {
    expect(renderToString(<NotFoundPage />)).toContain('Page Not Found');
  });
});
