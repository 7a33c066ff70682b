import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerIcons, makeProject, tools } from './project-fixtures';
import { renderHome } from './render-site';

const mobile = { categoryId: 2, name: 'Mobile' };

const projects = [
  makeProject(1, {
    name: 'Ledger',
    description: 'Household budgets that add up.',
    pinned: true,
    tools: [tools.react, tools.node],
  }),
  makeProject(2, { name: 'Trailhead', category: mobile, tools: [tools.rust] }),
  makeProject(3, { name: 'Atlas', description: 'Maps for hikers.' }),
];

function projectsSection() {
  return screen.getByRole('region', { name: 'Projects' });
}

function card(name: string): HTMLElement {
  // `hidden`: a card the filter hides is still found, to check that it is hidden.
  const item = screen.getByRole('heading', { level: 3, name, hidden: true }).closest('li');
  if (!item) throw new Error(`No card for ${name}`);
  return item;
}

describe('Projects section', () => {
  beforeEach(answerIcons);

  it('is the #projects section headed Projects, with one card per project in the order given', () => {
    renderHome({ projects });

    const section = projectsSection();
    expect(section).toHaveAttribute('id', 'projects');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(/^Projects$/);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Ledger', 'Trailhead', 'Atlas']);
  });

  it('shows the cover, name, category, description, tool icons and Read More on a card', () => {
    renderHome({ projects });
    const ledger = card('Ledger');

    const cover = ledger.querySelector('img');
    expect(cover).toHaveAttribute('alt', 'Cover image of Ledger');
    expect(cover).toHaveAttribute('src', '/api/media/image/project-1.png');
    expect(cover).toHaveAttribute('width', '640');
    expect(cover).toHaveAttribute('height', '360');
    // With no experiences above, the first project's cover is the page's first image.
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(card('Trailhead').querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('decoding', 'async');
    expect(within(ledger).getByText('Web apps')).toBeInTheDocument();
    expect(within(ledger).getByText('Household budgets that add up.')).toBeInTheDocument();
    expect(within(ledger).getByRole('img', { name: 'React' })).toBeInTheDocument();
    expect(within(ledger).getByRole('img', { name: 'Node.js' })).toBeInTheDocument();
    expect(within(ledger).getByRole('button', { name: 'Read More' })).toHaveAccessibleDescription(
      'Ledger',
    );
  });

  it('links each tool icon to the tool, named after it, with its name as a tooltip', () => {
    renderHome({ projects });
    const ledger = card('Ledger');

    const tools = within(ledger).getByRole('list', { name: 'Tools used in Ledger' });
    const react = within(tools).getByRole('link', { name: 'React' });
    expect(react).toHaveAttribute('href', 'https://react.dev');
    expect(react).toHaveAttribute('target', '_blank');
    expect(react).toHaveAttribute('rel', 'noopener noreferrer');
    // Not a native title: the tooltip is page content, shown on hover and on focus by CSS.
    expect(react).not.toHaveAttribute('title');
    const tooltip = within(react).getByText('React', { selector: '.project-tool-tip > span' });
    expect(tooltip.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks pinned projects with a Pinned badge and only those', () => {
    renderHome({ projects });

    expect(within(card('Ledger')).getByText('Pinned')).toBeInTheDocument();
    expect(within(card('Trailhead')).queryByText('Pinned')).not.toBeInTheDocument();
    expect(within(card('Atlas')).queryByText('Pinned')).not.toBeInTheDocument();
  });

  it('inlines the tool icons once the page is running', async () => {
    renderHome({ projects });

    const react = within(card('Ledger')).getByRole('img', { name: 'React' });
    await waitFor(() => expect(react.querySelector('path')).not.toBeNull());
  });

  it('filters the cards by category with toggle buttons, All showing every card again', async () => {
    const { user } = renderHome({ projects });
    const filter = screen.getByRole('group', { name: 'Filter projects by category' });
    const all = within(filter).getByRole('button', { name: 'All' });
    const mobileChip = within(filter).getByRole('button', { name: 'Mobile' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Web apps', 'Mobile']);
    expect(all).toHaveAttribute('aria-pressed', 'true');

    await user.click(mobileChip);

    expect(mobileChip).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(card('Trailhead')).toBeVisible();
    expect(card('Ledger')).not.toBeVisible();
    expect(card('Atlas')).not.toBeVisible();
    expect(within(projectsSection()).getByRole('status')).toHaveTextContent(
      'Showing 1 project in Mobile',
    );

    await user.click(all);

    expect(card('Ledger')).toBeVisible();
    expect(card('Atlas')).toBeVisible();
    expect(within(projectsSection()).getByRole('status')).toHaveTextContent(
      'Showing all 3 projects',
    );
  });

  it('offers no filter when every project is in one category', () => {
    renderHome({ projects: [makeProject(1), makeProject(2)] });

    expect(screen.queryByRole('group', { name: /filter/i })).not.toBeInTheDocument();
  });

  it('keeps the section, with a short note, when there are no projects', () => {
    renderHome({ projects: [] });

    expect(within(projectsSection()).getByText('No projects to show yet.')).toBeInTheDocument();
  });
});
