import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHome } from './render-site';

const about =
  '<p>I build <strong>calm</strong> software. Read <a href="https://example.com/blog">my blog</a>.</p>' +
  '<ul><li>TypeScript</li><li>SQL</li></ul><p>Second paragraph.</p>';

describe('About section', () => {
  it('is the #about section headed About', () => {
    renderHome({ environment: { name: 'Ada Lovelace', about } });
    const section = screen.getByRole('region', { name: 'About' });
    expect(section).toHaveAttribute('id', 'about');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(/^About$/);
  });

  it('renders the HTML of the about variable as markup: paragraphs, links and lists', () => {
    renderHome({ environment: { name: 'Ada Lovelace', about } });
    const section = within(screen.getByRole('region', { name: 'About' }));

    expect(section.getByText('calm', { selector: 'strong' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'my blog' })).toHaveAttribute(
      'href',
      'https://example.com/blog',
    );
    const items = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['TypeScript', 'SQL']);
    expect(section.getByText('Second paragraph.').tagName).toBe('P');
    // Markup, not escaped text.
    expect(section.queryByText(/<p>/)).toBeNull();
  });

  it('stays in place, empty, when there is no about text', () => {
    renderHome({ environment: { name: 'Ada Lovelace' } });
    const section = screen.getByRole('region', { name: 'About' });
    expect(section.querySelector('.about-html')).toBeEmptyDOMElement();
  });
});
