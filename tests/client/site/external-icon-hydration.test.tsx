import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ExternalIcon } from '../../../src/client/site/external-icon';
import { server } from '../../mocks/server';
import { recordRequests } from '../request-log';
import { SVG_BODY } from './project-fixtures';

/*
 * Its own file: the loader library runs once per page, and this checks what
 * happens before it has ever run.
 */

// Hoisted above the imports: an observer must exist whenever the library might first run.
vi.hoisted(() => {
  /** Every observed icon is in view at once, as on a short page. */
  class InViewObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { IntersectionObserver: InViewObserver });
});

const ICON = 'https://icons.test/hydration.svg';

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  vi.unstubAllGlobals();
});

/** The loader, had it started, would have scanned the page by now (it polls every 100 ms). */
const longerThanTheLoaderPolls = () => new Promise((resolve) => setTimeout(resolve, 350));

describe('ExternalIcon before and after hydration', () => {
  it('leaves the server markup alone until React has hydrated it, then loads the icon', async () => {
    server.use(
      http.get(
        ICON,
        () => new HttpResponse(SVG_BODY, { headers: { 'Content-Type': 'image/svg+xml' } }),
      ),
    );
    const requests = recordRequests();
    const tree = <ExternalIcon src={ICON} label="Vite" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const serverIcon = container.querySelector('svg');

    await longerThanTheLoaderPolls();

    expect(requests).toEqual([]);
    expect(serverIcon?.innerHTML).toBe('');
    expect(serverIcon).not.toHaveAttribute('data-id');

    const recoverableErrors: unknown[] = [];
    // Testing Library's render sets this itself; a bare hydrateRoot needs it to use act().
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const root = await act(async () =>
      hydrateRoot(container, tree, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      }),
    );

    await waitFor(() => expect(serverIcon?.querySelector('path')).not.toBeNull());
    expect(container.querySelector('svg')).toBe(serverIcon);
    expect(recoverableErrors).toEqual([]);
    expect(requests.map((request) => request.url.href)).toEqual([ICON]);
    act(() => root.unmount());
    container.remove();
  });
});
