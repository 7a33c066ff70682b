import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHome } from './render-site';

describe('site header', () => {
  it('links Home, About, Projects and Contact to their sections on the page', () => {
    renderHome({ environment: { name: 'Ada Lovelace' } });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const targets = [
      ['Home', '#home'],
      ['About', '#about'],
      ['Projects', '#projects'],
      ['Contact', '#contact'],
    ] as const;
    for (const [label, href] of targets) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
      // Every anchor lands on a section of the page.
      expect(document.getElementById(href.slice(1))).not.toBeNull();
    }
  });

  it('has the hidden Admin item leading to the admin sign-in, out of the tab order', async () => {
    const { user } = renderHome({ environment: { name: 'Ada Lovelace' } });
    const admin = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Admin',
    });
    expect(admin).toHaveAttribute('href', '/admin');

    // Tab order: the skip link, the brand, the four sections, the theme toggle; never the hidden item.
    const stops: string[] = [];
    for (let step = 0; step < 7; step++) {
      await user.tab();
      stops.push(document.activeElement?.textContent ?? '');
      expect(admin).not.toHaveFocus();
    }
    expect(stops.slice(0, 6)).toEqual([
      'Skip to content',
      'Ada Lovelace',
      'Home',
      'About',
      'Projects',
      'Contact',
    ]);
  });

  it('starts with a skip link to the main content', () => {
    renderHome({ environment: { name: 'Ada Lovelace' } });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const target = document.getElementById(skip.getAttribute('href')?.slice(1) ?? '');
    expect(target?.tagName).toBe('MAIN');
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it("shows the owner's name as a link home", () => {
    renderHome({ environment: { name: 'Ada Lovelace' } });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '#home');
  });
});

describe('site footer', () => {
  it('prints the copyright line with the year from the embedded state and the owner', () => {
    renderHome({ environment: { name: 'Ada Lovelace' } }, 2031);
    expect(within(screen.getByRole('contentinfo')).getByText(/^©/)).toHaveTextContent(
      /^© 2031 Ada Lovelace\. All rights reserved\.$/,
    );
  });
});
