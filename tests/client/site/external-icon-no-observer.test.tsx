import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ExternalIcon } from '../../../src/client/site/external-icon';
import { server } from '../../mocks/server';
import { SVG_BODY } from './project-fixtures';

/*
 * Its own file: the library decides once, when first imported, whether it
 * can lazy-load. jsdom, like an old browser, has no IntersectionObserver.
 */

describe('ExternalIcon in a browser without IntersectionObserver', () => {
  it('loads the icon at once instead of failing, and leaves no stand-in behind', async () => {
    expect('IntersectionObserver' in globalThis).toBe(false);
    const url = 'https://icons.test/eager.svg';
    server.use(
      http.get(
        url,
        () => new HttpResponse(SVG_BODY, { headers: { 'Content-Type': 'image/svg+xml' } }),
      ),
    );

    render(<ExternalIcon src={url} label="Svelte" />);

    const icon = screen.getByRole('img', { name: 'Svelte' });
    await waitFor(() => expect(icon.querySelector('path')).not.toBeNull());
    expect('IntersectionObserver' in globalThis).toBe(false);
  });
});
