import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteRoot } from '../../../src/client/site/site-root';
import {
  TYPEWRITER_CHARS_PER_SECOND,
  TYPEWRITER_START_DELAY_MS,
} from '../../../src/client/site/typewriter';
import { homeState, renderHome } from './render-site';

const NAME = 'Ada Lovelace';
const environment = { name: NAME, title: 'Software Engineer', about: '' };

const heading = () => screen.getByRole('heading', { level: 1 });
/** What a sighted visitor sees typed so far (the rest of the name is drawn in a quieter colour). */
const typedName = () => heading().querySelector('.hero-name-typed')?.textContent;

/** Milliseconds after the start delay when `count` characters are typed, at 7 a second. */
const typedAfter = (count: number) => Math.round((count * 1000) / 7);

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

describe('hero typewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses the spec constants: 1700 ms delay, 7 characters a second', () => {
    expect(TYPEWRITER_START_DELAY_MS).toBe(1700);
    expect(TYPEWRITER_CHARS_PER_SECOND).toBe(7);
  });

  it('types nothing for 1700 ms, the first character ~143 ms later, the whole name after length/7 s', () => {
    renderHome({ environment });
    expect(typedName()).toBe('');

    advance(TYPEWRITER_START_DELAY_MS);
    expect(typedName()).toBe('');

    advance(142);
    expect(typedName()).toBe('');
    advance(1);
    expect(typedName()).toBe('A');

    advance(typedAfter(3) - 143);
    expect(typedName()).toBe('Ada');

    // The last character lands exactly name.length / 7 seconds after the delay.
    advance(typedAfter(NAME.length) - typedAfter(3) - 1);
    expect(typedName()).toBe(NAME.slice(0, -1));
    advance(1);
    expect(typedName()).toBe(NAME);

    advance(5000);
    expect(typedName()).toBe(NAME);
  });

  it('types a character outside the BMP whole, never half of it', () => {
    renderHome({ environment: { name: '𝒜da' } });
    advance(TYPEWRITER_START_DELAY_MS + typedAfter(1));
    expect(typedName()).toBe('𝒜');
    advance(typedAfter(3) - typedAfter(1));
    expect(typedName()).toBe('𝒜da');
  });

  it('gives assistive technology the full name from the start', () => {
    renderHome({ environment });
    expect(heading()).toHaveAccessibleName(NAME);
    advance(TYPEWRITER_START_DELAY_MS + typedAfter(4));
    expect(heading()).toHaveAccessibleName(NAME);
    // The typed copy is hidden from screen readers, so the name is not read twice.
    expect(heading().querySelector('.hero-name-typed')?.closest('[aria-hidden="true"]')).not.toBe(
      null,
    );
  });

  it('shows the whole name at once when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderHome({ environment });
    expect(typedName()).toBe(NAME);
    expect(heading()).toHaveAccessibleName(NAME);
  });

  it('starts empty on the server and hydrates without a mismatch, then types', () => {
    const state = homeState({ environment });
    const html = renderToString(<SiteRoot state={state} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();

    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <SiteRoot state={state} />, {
        onRecoverableError: recoverable,
      });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('.hero-name-typed')?.textContent).toBe('');

    act(() => {
      vi.advanceTimersByTime(TYPEWRITER_START_DELAY_MS + typedAfter(NAME.length));
    });
    expect(container.querySelector('.hero-name-typed')?.textContent).toBe(NAME);

    act(() => root?.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('sends the whole name in the visible copy, in its final colour without JavaScript', () => {
    const html = renderToString(<SiteRoot state={homeState({ environment })} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const h1 = page.querySelector('h1');
    expect(h1?.querySelector('.visually-hidden')?.textContent).toBe(NAME);
    // The untyped rest is the whole name before typing, drawn from the first paint;
    // the noscript style gives it the heading's colour where nothing will type.
    expect(h1?.querySelector('.hero-name-rest')?.textContent).toBe(NAME);
    expect(html).toMatch(
      /<noscript><style>[^<]*\.hero-name-rest\{color:inherit\}[^<]*<\/style><\/noscript>/,
    );
  });
});

describe('hero content', () => {
  it('greets, names the owner and shows the title line', () => {
    renderHome({ environment });
    const hero = document.getElementById('home');
    expect(hero).not.toBeNull();
    const inHero = within(hero as HTMLElement);
    expect(inHero.getByText('Hi, my name is')).toBeInTheDocument();
    expect(inHero.getByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(inHero.getByText('Software Engineer')).toBeInTheDocument();
  });

  it('leaves out the title line when the owner has no name variable (the title stands in)', () => {
    renderHome({ environment: { title: 'Software Engineer' } });
    expect(heading()).toHaveAccessibleName('Software Engineer');
    expect(document.querySelector('.hero-title')).toBeNull();
  });

  it('links Contact Me to the contact section and opens the CV in a new tab', () => {
    renderHome({ environment });
    expect(screen.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '#contact');
    const cv = screen.getByRole('link', { name: 'Download CV' });
    expect(cv).toHaveAttribute('href', '/cv');
    expect(cv).toHaveAttribute('target', '_blank');
    expect(cv).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('draws the code background as an image, not as text in the page', () => {
    renderHome({ environment });
    const hero = document.getElementById('home') as HTMLElement;
    const image = hero.style.getPropertyValue('--hero-code');
    expect(image).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(decodeURIComponent(image)).toContain("'Ada Lovelace'");
    expect(hero.textContent).not.toContain('export const');
  });
});
