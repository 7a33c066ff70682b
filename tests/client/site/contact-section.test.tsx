import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { WORLD_MAP } from '../../../src/client/site/contact/world-map';
import { SiteRoot } from '../../../src/client/site/site-root';
import { homeState, renderHome } from './render-site';

const content = {
  environment: { name: 'Ada Lovelace', max_message_length: 1000, email: 'ada@example.com' },
  expertise: [],
  experience: [],
  projects: [],
};

describe('contact section: layout and background', () => {
  it('is the last section, with its heading and an inviting line', () => {
    renderHome(content);
    const sections = screen.getByRole('main').querySelectorAll(':scope > section');
    const contact = sections[sections.length - 1];
    expect(contact).toHaveAttribute('id', 'contact');
    expect(contact).toBe(screen.getByRole('region', { name: 'Get in Touch' }));
    expect(within(contact as HTMLElement).getByText(/send me a message/i)).toBeInTheDocument();
    // Its heading block is no second page banner.
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it('draws the world map as a lazy, sized, decorative image', () => {
    renderHome(content);
    const contact = screen.getByRole('region', { name: 'Get in Touch' });
    const map = contact.querySelector('img.contact-map');
    expect(map).toHaveAttribute('src', '/world-map.svg');
    expect(map).toHaveAttribute('alt', '');
    expect(map).toHaveAttribute('aria-hidden', 'true');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('decoding', 'async');
    expect(map).toHaveAttribute('width', String(WORLD_MAP.width));
    expect(map).toHaveAttribute('height', String(WORLD_MAP.height));
    // Nothing for assistive technology to announce.
    expect(within(contact).queryByRole('img')).not.toBeInTheDocument();
  });

  it('ships a small single-colour map whose size matches the image attributes', () => {
    const svg = readFileSync(path.resolve(__dirname, '../../../public/world-map.svg'), 'utf8');
    expect(svg.length).toBeLessThan(25 * 1024);
    expect(svg).toContain(`width="${WORLD_MAP.width}" height="${WORLD_MAP.height}"`);
    expect(new Set(svg.match(/#[0-9a-f]{3,6}\b/gi))).toHaveProperty('size', 1);
    expect(svg).not.toMatch(/style=|<circle/);
  });

  it('hydrates the server markup without a mismatch and enables Send only then', async () => {
    const state = homeState(content);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteRoot state={state} />);
    document.body.append(container);
    // Before the browser code runs, Send must not let the browser submit the form itself.
    expect(within(container).getByRole('button', { name: 'Send' })).toBeDisabled();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = hydrateRoot(container, <SiteRoot state={state} />, {
      onRecoverableError: recoverable,
    });
    await vi.waitFor(() =>
      expect(within(container).getByRole('button', { name: 'Send' })).toBeEnabled(),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.unmount();
    container.remove();
  });
});
