import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/server';
import { answerIcons, answerProjects, makeProject, tools } from './project-fixtures';
import { renderHome } from './render-site';

declare global {
  interface Window {
    __projectPwned?: number;
  }
}

const ledger = makeProject(7, {
  name: 'Ledger',
  publishedAt: '2024-03-09',
  cover: '/api/media/image/ledger.png',
  category: { categoryId: 3, name: 'Finance' },
  tools: [tools.react, tools.node],
  content: [
    '## Overview',
    '',
    'Budgets that **add up**.',
    '',
    '<script>window.__projectPwned = 1</script>',
    '',
    '<img src="/api/media/image/shot.png" alt="Screenshot" onerror="window.__projectPwned = 2">',
  ].join('\n'),
});
const atlas = makeProject(8, { name: 'Atlas' });

function readMoreOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return within(card).getByRole('button', { name: 'Read More' });
}

function coverOf(name: string): HTMLElement {
  return screen.getByAltText(`Cover image of ${name}`);
}

describe('project detail dialog', () => {
  beforeEach(answerIcons);

  it('requests the project by id on Read More and shows its details', async () => {
    let answer = () => {};
    const serverAnswers = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const requestedIds = answerProjects([ledger, atlas], { answersAfter: serverAnswers });
    const { user } = renderHome({ projects: [ledger, atlas] });

    await user.click(readMoreOf('Ledger'));

    const dialog = screen.getByRole('dialog', { name: 'Ledger' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading project…');
    await waitFor(() => expect(requestedIds).toEqual(['7']));

    answer();

    expect(await within(dialog).findByText('Finance')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Published 09.03.2024');
    expect(within(dialog).getByAltText('Cover image of Ledger')).toHaveAttribute(
      'src',
      '/api/media/image/ledger.png',
    );
    const toolList = within(dialog).getByRole('region', { name: 'Built with' });
    expect(within(toolList).getByRole('link', { name: 'React' })).toHaveAttribute(
      'href',
      'https://react.dev',
    );
    expect(within(toolList).getByRole('link', { name: 'Node.js' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      await within(dialog).findByRole('heading', { level: 2, name: 'Overview' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('add up').tagName).toBe('STRONG');
  });

  it('renders the markdown with its scripts and event handlers made inert', async () => {
    answerProjects([ledger]);
    const { user } = renderHome({ projects: [ledger] });

    await user.click(readMoreOf('Ledger'));

    const dialog = screen.getByRole('dialog', { name: 'Ledger' });
    const screenshot = await within(dialog).findByRole('img', { name: 'Screenshot' });
    expect(screenshot).not.toHaveAttribute('onerror');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toMatch(/__projectPwned|onerror/);
    expect(window.__projectPwned).toBeUndefined();
  });

  it('opens from the cover too, requesting the same project', async () => {
    const requestedIds = answerProjects([ledger, atlas]);
    const { user } = renderHome({ projects: [ledger, atlas] });

    await user.click(coverOf('Atlas'));

    const dialog = screen.getByRole('dialog', { name: 'Atlas' });
    expect(await within(dialog).findByText('Web apps')).toBeInTheDocument();
    expect(requestedIds).toEqual(['8']);
  });

  it('asks the server again on every opening, since each is a project view', async () => {
    const requestedIds = answerProjects([ledger]);
    const { user } = renderHome({ projects: [ledger] });

    await user.click(readMoreOf('Ledger'));
    await within(screen.getByRole('dialog')).findByText('Finance');
    await user.keyboard('{Escape}');
    await user.click(readMoreOf('Ledger'));
    await within(screen.getByRole('dialog')).findByText('Finance');

    await waitFor(() => expect(requestedIds).toEqual(['7', '7']));
  });

  it('works from the keyboard: Enter or Space opens, Tab stays inside, Escape closes back to Read More', async () => {
    answerProjects([ledger, atlas]);
    const { user } = renderHome({ projects: [ledger, atlas] });
    const readMore = readMoreOf('Ledger');
    readMore.focus();

    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Ledger' });
    await within(dialog).findByRole('heading', { level: 2, name: 'Overview' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // More presses than the dialog has controls (Close and two tools): focus goes round, never out.
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readMore).toHaveFocus();

    await user.keyboard(' ');

    expect(await screen.findByRole('dialog', { name: 'Ledger' })).toBeInTheDocument();
  });

  it('gives focus back to Read More after opening from the cover', async () => {
    answerProjects([ledger]);
    const { user } = renderHome({ projects: [ledger] });

    await user.click(coverOf('Ledger'));
    await within(screen.getByRole('dialog')).findByText('Finance');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readMoreOf('Ledger')).toHaveFocus();
  });

  it('says a project that is gone (404, e.g. hidden meanwhile) is no longer available', async () => {
    answerProjects([]);
    const { user } = renderHome({ projects: [ledger] });

    await user.click(readMoreOf('Ledger'));

    const dialog = screen.getByRole('dialog', { name: 'Ledger' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This project is no longer available.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the request fails (500), and shows the project once it answers', async () => {
    const requestedIds: string[] = [];
    let failing = true;
    server.use(
      http.get('*/api/project/:id', ({ params }) => {
        requestedIds.push(String(params.id));
        return failing
          ? HttpResponse.json({ statusCode: 500, message: 'Internal error' }, { status: 500 })
          : HttpResponse.json(ledger);
      }),
    );
    const { user } = renderHome({ projects: [ledger] });

    await user.click(readMoreOf('Ledger'));

    const dialog = screen.getByRole('dialog', { name: 'Ledger' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, this project could not be loaded.',
    );
    expect(requestedIds).toEqual(['7']);

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));

    expect(await within(dialog).findByText('Finance')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(requestedIds).toEqual(['7', '7']);
  });
});
