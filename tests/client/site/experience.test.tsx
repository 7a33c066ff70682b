import { HttpResponse, http } from 'msw';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Experience } from '../../../src/shared/experience';
import { server } from '../../mocks/server';
import { renderHome } from './render-site';
import { stamps } from '../stamps';

const ICONS = 'https://icons.experience.test';

const tools = [
  { toolId: 1, name: 'React', icon: `${ICONS}/react.svg`, link: 'https://react.dev', ...stamps },
  { toolId: 2, name: 'Node.js', icon: `${ICONS}/node.svg`, link: 'https://nodejs.org', ...stamps },
];

function makeExperience(experienceId: number, fields: Partial<Experience> = {}): Experience {
  return {
    experienceId,
    company: `Company ${experienceId}`,
    title: `Role ${experienceId}`,
    location: 'Berlin',
    cover: `/api/media/image/cover-${experienceId}.png`,
    startAt: '2020-01-01',
    endAt: '2020-12-31',
    type: 'full_time',
    description: '',
    hidden: false,
    tools: [],
    ...stamps,
    ...fields,
  };
}

const current = makeExperience(1, {
  company: 'Analytical Engines',
  title: 'Lead Engineer',
  location: 'London',
  cover: '/api/media/image/engines.png',
  startAt: '2023-02-01',
  endAt: null,
  type: 'full_time',
  description: 'Leads the platform team.\nShipped <b>v2</b>.',
  tools,
});
const past = makeExperience(2, {
  company: 'Babbage & Co',
  title: 'Developer',
  startAt: '2021-06-15',
  endAt: '2023-01-10',
  type: 'part_time',
});

function card(title: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 3, name: title }).closest('li');
  if (!item) throw new Error(`No card for ${title}`);
  return item;
}

describe('Experience section', () => {
  beforeEach(() => {
    // The ongoing job's duration counts up to "now".
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 4, 20, 12));
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

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is headed exactly "Experience", with the cards in the order they arrive', () => {
    renderHome({ experience: [current, past] });
    const section = screen.getByRole('region', { name: 'Experience' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(/^Experience$/);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Lead Engineer', 'Developer']);
  });

  it('shows the cover, title, company, location, dates and duration', () => {
    renderHome({ experience: [current, past] });
    const now = within(card('Lead Engineer'));

    const cover = now.getByRole('img', { name: 'Analytical Engines' });
    expect(cover).toHaveAttribute('src', '/api/media/image/engines.png');
    expect(cover).toHaveAttribute('width');
    expect(cover).toHaveAttribute('height');
    // The first experience's cover is the page's first image: wanted at once, and first.
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    const later = within(card('Developer')).getByRole('img', { name: 'Babbage & Co' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');

    expect(now.getByText('Analytical Engines')).toBeInTheDocument();
    expect(now.getByText('London')).toBeInTheDocument();
    expect(card('Lead Engineer')).toHaveTextContent('Feb 2023 – Present');
    expect(now.getByText('Feb 2023')).toHaveAttribute('datetime', '2023-02-01');
    // Feb 2023 up to May 2024, both months counted.
    expect(now.getByText('1 year 4 months')).toBeInTheDocument();

    const before = within(card('Developer'));
    expect(before.getByText('Babbage & Co')).toBeInTheDocument();
    expect(card('Developer')).toHaveTextContent('Jun 2021 – Jan 2023');
    expect(before.getByText('1 year 8 months')).toBeInTheDocument();
  });

  it('labels each type for people, and shows an unknown type as it came', () => {
    const types = ['full_time', 'part_time', 'internship', 'freelance', 'contract'];
    renderHome({
      experience: types.map((type, index) =>
        makeExperience(index + 1, { type: type as Experience['type'] }),
      ),
    });
    const labels = types.map((_, index) => {
      const item = within(card(`Role ${index + 1}`));
      return ['Full time', 'Part time', 'Internship', 'Freelance', 'contract'].find((label) =>
        item.queryByText(label),
      );
    });
    expect(labels).toEqual(['Full time', 'Part time', 'Internship', 'Freelance', 'contract']);
  });

  it('shows the description as text with its line breaks kept', () => {
    renderHome({ experience: [current] });
    const description = within(card('Lead Engineer')).getByText(/Leads the platform team/);
    expect(description.textContent).toBe('Leads the platform team.\nShipped <b>v2</b>.');
    expect(description.querySelector('b')).toBeNull();
  });

  it('links each tool chip to the tool in a new tab', () => {
    renderHome({ experience: [current, past] });
    const chips = within(
      within(card('Lead Engineer')).getByRole('list', { name: 'Tools used at Analytical Engines' }),
    ).getAllByRole('link');

    expect(chips.map((chip) => chip.textContent)).toEqual(['React', 'Node.js']);
    expect(chips[0]).toHaveAccessibleName('React');
    expect(chips[0]).toHaveAttribute('href', 'https://react.dev');
    expect(chips[1]).toHaveAttribute('href', 'https://nodejs.org');
    for (const chip of chips) {
      expect(chip).toHaveAttribute('target', '_blank');
      expect(chip).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(chip.querySelector('svg[data-src]')).toHaveAttribute('aria-hidden', 'true');
    }

    // A job without tools has no empty row.
    expect(within(card('Developer')).queryByRole('list', { name: /Tools used/ })).toBeNull();
  });

  it('lets the keyboard reach every tool chip in the scrolling row', async () => {
    const { user } = renderHome({ experience: [current] });
    const chips = within(card('Lead Engineer'));
    chips.getByRole('link', { name: 'React' }).focus();
    await user.tab();
    expect(chips.getByRole('link', { name: 'Node.js' })).toHaveFocus();
  });
});
