import { HttpResponse, http } from 'msw';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Expertise } from '../../../src/shared/expertise';
import { server } from '../../mocks/server';
import { renderHome } from './render-site';
import { stamps } from '../stamps';

const ICONS = 'https://icons.expertise.test';

const expertise: Expertise[] = [
  {
    expertiseId: 1,
    icon: `${ICONS}/web.svg`,
    name: 'Web development',
    description: 'Fast, accessible sites.',
    ...stamps,
  },
  {
    expertiseId: 2,
    icon: `${ICONS}/api.svg`,
    name: 'APIs',
    description: 'REST and tRPC services.',
    ...stamps,
  },
];

describe("'What I do' section", () => {
  beforeEach(() => {
    server.use(
      http.get(
        `${ICONS}/*`,
        () =>
          new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
      ),
    );
  });

  it('is headed exactly "What I do"', () => {
    renderHome({ expertise });
    const section = screen.getByRole('region', { name: 'What I do' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(/^What I do$/);
  });

  it('shows one card per expertise, in order, with its icon, name and description', () => {
    renderHome({ expertise });
    const section = within(screen.getByRole('region', { name: 'What I do' }));
    const cards = section.getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const [webCard, apiCard] = cards as [HTMLElement, HTMLElement];
    const web = within(webCard);
    const api = within(apiCard);
    expect(web.getByRole('heading', { level: 3 })).toHaveTextContent('Web development');
    expect(web.getByText('Fast, accessible sites.')).toBeInTheDocument();
    expect(api.getByRole('heading', { level: 3 })).toHaveTextContent('APIs');
    expect(api.getByText('REST and tRPC services.')).toBeInTheDocument();

    // The icon comes from its URL and is decorative: the name beside it says it.
    const icon = webCard.querySelector('svg[data-src]');
    expect(icon).toHaveAttribute('data-src', `${ICONS}/web.svg`);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no cards when there is no expertise', () => {
    renderHome({ expertise: [] });
    const section = screen.getByRole('region', { name: 'What I do' });
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
  });
});
