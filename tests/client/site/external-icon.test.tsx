import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ExternalIcon,
  ICON_CACHE_SECONDS,
  ICON_LOAD_ERROR_EVENT,
} from '../../../src/client/site/external-icon';
import { server } from '../../mocks/server';
import { SVG_BODY } from './project-fixtures';

/**
 * jsdom has no IntersectionObserver. This one records how the loader set it
 * up and reports every observed icon as in view at once.
 */
const observers: FakeIntersectionObserver[] = [];

class FakeIntersectionObserver {
  readonly observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    observers.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// Before any icon renders: the library builds its observer once, when it is first imported.
beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every URL gets its own path: the library keeps what it fetched in memory for the whole file. */
let iconCount = 0;
const iconUrl = (name: string) => `https://icons.test/${name}-${++iconCount}.svg`;

function answer(url: string, response: () => Response) {
  server.use(http.get(url, response));
}

function collectLoadErrors() {
  const errors: CustomEvent[] = [];
  const listener = (event: Event) => errors.push(event as CustomEvent);
  document.addEventListener(ICON_LOAD_ERROR_EVENT, listener);
  return {
    errors,
    stop: () => document.removeEventListener(ICON_LOAD_ERROR_EVENT, listener),
  };
}

describe('ExternalIcon', () => {
  it('fetches the SVG and inlines it into the icon, lazily with a 1200px margin', async () => {
    const url = iconUrl('react');
    answer(url, () => new HttpResponse(SVG_BODY, { headers: { 'Content-Type': 'image/svg+xml' } }));

    render(<ExternalIcon src={url} label="React" size={20} />);

    const icon = screen.getByRole('img', { name: 'React' });
    expect(icon).toHaveAttribute('data-loading', 'lazy');
    expect(icon).toHaveAttribute('width', '20');
    expect(icon).toHaveAttribute('height', '20');
    await waitFor(() => expect(icon.querySelector('path')).toHaveAttribute('d', 'M2 2h20v20H2z'));
    expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options.rootMargin).toBe('1200px');
    // includes(), not toContain: deep-comparing DOM nodes walks React's private props on them.
    expect(observers[0]?.observed.includes(icon)).toBe(true);
  });

  it("keeps a labelled icon's name when the file itself says aria-hidden", async () => {
    const url = iconUrl('hidden-root');
    const body = SVG_BODY.replace('<svg ', '<svg aria-hidden="true" ');
    expect(body).toContain('aria-hidden="true"');
    answer(url, () => new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml' } }));

    render(<ExternalIcon src={url} label="Node.js" />);

    const icon = screen.getByRole('img', { name: 'Node.js' });
    await waitFor(() => expect(icon.querySelector('path')).not.toBeNull());
    expect(screen.getByRole('img', { name: 'Node.js' })).toBe(icon);
  });

  it('inlines an icon without anything that could run script, and keeps its drawing', async () => {
    const url = iconUrl('hostile');
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="window.pwned=1"' +
      ' oniconload="window.pwned=2" data-js="enabled" data-css-scoping="disabled">' +
      '<script>window.pwned = 3</script>' +
      '<foreignObject width="24" height="24">' +
      '<iframe srcdoc="&lt;script src=\'/api/media/document/x.js\'&gt;&lt;/script&gt;"></iframe>' +
      '<div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="window.pwned=4"></div>' +
      '</foreignObject>' +
      '<path d="M2 2h20v20H2z" onclick="window.pwned=5" ONMOUSEOVER="window.pwned=6"/>' +
      '<a href="javascript:window.pwned=7"><circle cx="12" cy="12" r="2"/></a>' +
      '<animate attributeName="href" to="javascript:window.pwned=8"/>' +
      '<svg data-src="https://icons.test/another.svg"/>' +
      '<embed src="/api/media/document/x.js"/><object data="/x.html"></object>' +
      '</svg>';
    answer(url, () => new HttpResponse(hostile, { headers: { 'Content-Type': 'image/svg+xml' } }));

    render(<ExternalIcon src={url} label="Hostile" size={20} />);

    const icon = screen.getByRole('img', { name: 'Hostile' });
    await waitFor(() => expect(icon.querySelector('path')).toHaveAttribute('d', 'M2 2h20v20H2z'));
    expect(icon.querySelector('circle')).not.toBeNull();
    for (const tag of ['script', 'foreignObject', 'iframe', 'img', 'div', 'embed', 'object']) {
      expect(icon.getElementsByTagName(tag), tag).toHaveLength(0);
    }
    expect(icon.querySelectorAll('[data-src]')).toHaveLength(0);
    for (const element of [icon, ...icon.querySelectorAll('*')]) {
      for (const { name, value } of Array.from(element.attributes)) {
        expect(name, element.tagName).not.toMatch(/^on/i);
        expect(value, `${element.tagName} ${name}`).not.toMatch(/javascript:|srcdoc|x\.js/i);
      }
    }
    // The root's attributes are copied, but none that switches the loader's script handling on.
    expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
    expect(icon).not.toHaveAttribute('data-js');
    expect(icon).not.toHaveAttribute('data-css-scoping');
    expect(icon).toHaveAttribute('width', '20');
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it('cleans an icon that was cached before the check, as it is drawn from the cache', async () => {
    const url = iconUrl('cached-hostile');
    localStorage.setItem(
      `loader_${url}`,
      JSON.stringify({
        data:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">' +
          '<foreignObject><iframe srcdoc="x"></iframe></foreignObject>' +
          '<path d="M1 1h2v2H1z" onclick="window.pwned=9"/></svg>',
        expiry: Date.now() + 60_000,
      }),
    );

    render(<ExternalIcon src={url} label="Cached" />);

    const icon = screen.getByRole('img', { name: 'Cached' });
    await waitFor(() => expect(icon.querySelector('path')).toHaveAttribute('d', 'M1 1h2v2H1z'));
    expect(icon.querySelector('foreignObject, iframe')).toBeNull();
    expect(icon.querySelector('path')).not.toHaveAttribute('onclick');
  });

  it('keeps a fetched icon in the browser for 30 days (2592000 seconds)', async () => {
    const url = iconUrl('node');
    answer(url, () => new HttpResponse(SVG_BODY, { headers: { 'Content-Type': 'image/svg+xml' } }));
    const before = Date.now();

    render(<ExternalIcon src={url} label="Node.js" />);

    expect(ICON_CACHE_SECONDS).toBe(2_592_000);
    expect(screen.getByRole('img', { name: 'Node.js' })).toHaveAttribute('data-cache', '2592000');
    // jsdom has no IndexedDB, so the library falls back to localStorage.
    await waitFor(() => expect(localStorage.getItem(`loader_${url}`)).not.toBeNull());
    const cached = JSON.parse(localStorage.getItem(`loader_${url}`) ?? '{}') as {
      data: string;
      expiry: number;
    };
    expect(cached.data).toBe(SVG_BODY);
    expect(cached.expiry).toBeGreaterThanOrEqual(before + 2_592_000_000);
    expect(cached.expiry).toBeLessThanOrEqual(Date.now() + 2_592_000_000);
  });

  it('rejects a page that is not an SVG with an icon-load-error event and shows a fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = iconUrl('html');
    answer(
      url,
      () =>
        new HttpResponse('<!DOCTYPE html><html><body><p>Welcome</p></body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const listening = collectLoadErrors();

    render(<ExternalIcon src={url} label="Rust" size={22} />);
    const icon = screen.getByRole('img', { name: 'Rust' });

    await waitFor(() => expect(listening.errors).toHaveLength(1));
    listening.stop();
    expect(listening.errors[0]?.target).toBe(icon);
    expect(listening.errors[0]?.bubbles).toBe(true);
    // Same name, same size, the first letter instead of the icon: nothing moves.
    const fallback = await screen.findByRole('img', { name: 'Rust' });
    expect(fallback).not.toBe(icon);
    expect(fallback).toHaveTextContent('R');
    expect(fallback).toHaveAttribute('width', '22');
    expect(fallback).toHaveAttribute('height', '22');
    expect(fallback).not.toHaveAttribute('data-src');
    // The library cached that page before it failed to draw it; it must not be served again for 30 days.
    await waitFor(() => expect(localStorage.getItem(`loader_${url}`)).toBeNull());
  });

  it('rejects a text body that is not markup at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = iconUrl('text');
    answer(url, () => HttpResponse.text('not an icon'));
    const listening = collectLoadErrors();

    render(<ExternalIcon src={url} label="Go" />);

    await waitFor(() => expect(listening.errors).toHaveLength(1));
    listening.stop();
    expect(String(listening.errors[0]?.detail)).toMatch(/invalid SVG/);
    expect(await screen.findByRole('img', { name: 'Go' })).toHaveTextContent('G');
  });

  it('rejects a failed request (404) with an icon-load-error event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = iconUrl('missing');
    answer(url, () => new HttpResponse('Not found', { status: 404 }));
    const listening = collectLoadErrors();

    render(<ExternalIcon src={url} label="Deno" />);

    await waitFor(() => expect(listening.errors).toHaveLength(1));
    listening.stop();
    expect(String(listening.errors[0]?.detail)).toMatch(/404/);
    expect(await screen.findByRole('img', { name: 'Deno' })).toHaveTextContent('D');
  });

  it('keeps other cached icons when a request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = iconUrl('cached');
    const missing = iconUrl('gone');
    answer(
      good,
      () => new HttpResponse(SVG_BODY, { headers: { 'Content-Type': 'image/svg+xml' } }),
    );
    answer(missing, () => new HttpResponse('Not found', { status: 404 }));
    render(<ExternalIcon src={good} label="Kept" />);
    await waitFor(() => expect(localStorage.getItem(`loader_${good}`)).not.toBeNull());
    const listening = collectLoadErrors();

    render(<ExternalIcon src={missing} label="Gone" />);

    await waitFor(() => expect(listening.errors).toHaveLength(1));
    listening.stop();
    await screen.findByText('G');
    expect(localStorage.getItem(`loader_${good}`)).not.toBeNull();
  });

  it('falls back on every icon showing a failed URL, and does not ask for it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = iconUrl('shared');
    let requests = 0;
    answer(url, () => {
      requests += 1;
      return new HttpResponse('Not found', { status: 404 });
    });
    const listening = collectLoadErrors();

    render(
      <>
        <ExternalIcon src={url} label="Elm" />
        <ExternalIcon src={url} label="Elm" />
      </>,
    );

    await waitFor(() => expect(listening.errors).toHaveLength(2));
    const fallbacks = await screen.findAllByText('E');
    expect(fallbacks).toHaveLength(2);
    // The library asks again for the icon that was waiting on the first request; let that settle.
    await waitFor(() => expect(requests).toBe(2));

    render(<ExternalIcon src={url} label="Elm" />);

    expect(screen.getAllByRole('img', { name: 'Elm' })).toHaveLength(3);
    expect(screen.getAllByText('E')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toBe(2);
    listening.stop();
    expect(listening.errors).toHaveLength(2);
  });

  it('keeps a decorative icon hidden from assistive technology, also when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = iconUrl('decorative');
    answer(url, () => new HttpResponse(null, { status: 500 }));
    const listening = collectLoadErrors();

    const { container } = render(<ExternalIcon src={url} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');

    await waitFor(() => expect(listening.errors).toHaveLength(1));
    listening.stop();
    await waitFor(() => expect(container.querySelector('svg')).not.toHaveAttribute('data-src'));
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('');
  });
});
