import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentPages } from '../../src/client/admin/content-pages';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { renderAdmin } from './render-admin';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The admin's pages as the site first had them, in their sidebar order. */
const FIRST_PAGES = [
  'dashboard',
  'variables',
  'tools',
  'categories',
  'projects',
  'expertise',
  'experiences',
  'certificates',
  'education',
  'skills',
  'skillsets',
  'messages',
  'admins',
  'media',
];

describe('admin shell', () => {
  it('shows only a loading indicator until the identity check answers', async () => {
    server.use(
      http.get('*/auth/identity', async () => {
        await delay(50);
        return HttpResponse.json({ statusCode: 401, message: 'Not signed in' }, { status: 401 });
      }),
    );
    renderAdmin('/admin/login');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    const { currentPath } = renderAdmin('/admin/categories');

    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(screen.queryByRole('heading', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('sends /admin to the login page', async () => {
    const { currentPath } = renderAdmin('/admin');

    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
  });

  it('sends a signed-in admin from the login page to the dashboard', async () => {
    mockDb.signedIn = true;
    const { currentPath } = renderAdmin('/admin/login');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
  });

  it('links to every page from the sidebar', async () => {
    mockDb.signedIn = true;
    const { user, currentPath } = renderAdmin('/admin/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('link', { name: 'Categories' }));

    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/categories');
    expect(screen.getByText('admin')).toBeInTheDocument();
  });

  it('lists the dashboard, every content page of the registry in its order, then Import and the account pages Security and Activity', async () => {
    mockDb.signedIn = true;
    renderAdmin('/admin/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ...contentPages.map((page) => [page.label, `/admin/${page.slug}`]),
      ['Import', '/admin/import'],
      ['Security', '/admin/security'],
      ['Activity', '/admin/activity'],
    ]);
    // The first pages keep the places owners know them by; new ones may come in between.
    const hrefs = links.map(([, href]) => href);
    const known = FIRST_PAGES.map((page) => hrefs.indexOf(`/admin/${page}`));
    expect(known).not.toContain(-1);
    expect(known).toEqual([...known].sort((a, b) => a - b));
  });

  it('links to the public site from the sidebar, in a new tab that says so', async () => {
    mockDb.signedIn = true;
    renderAdmin('/admin/dashboard');

    await screen.findByRole('navigation', { name: 'Admin' });
    const viewSite = screen.getByRole('link', { name: 'View site (opens in a new tab)' });
    expect(viewSite).toHaveAttribute('href', '/');
    expect(viewSite).toHaveAttribute('target', '_blank');
    expect(viewSite.getAttribute('rel')).toContain('noopener');
  });

  it('logs out and lands on the login page', async () => {
    mockDb.signedIn = true;
    const { user, currentPath } = renderAdmin('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(mockDb.signedIn).toBe(false);
  });

  it('signs out and goes to the login page on a 401 from any call', async () => {
    mockDb.signedIn = true;
    mockDb.category.seed({ name: 'Web' });
    const { user, currentPath } = renderAdmin('/admin/categories');
    await screen.findByRole('cell', { name: 'Web' });

    // The session ends on the server while the page is open.
    mockDb.signedIn = false;
    await user.click(screen.getByRole('button', { name: 'Delete Web' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    // A 401 shows no message.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockDb.category.all()).toHaveLength(1);
  });

  it('signs out on a 401 from a list load too', async () => {
    mockDb.signedIn = true;
    server.use(
      http.get('*/api/category', () =>
        HttpResponse.json({ statusCode: 401, message: 'Not signed in' }, { status: 401 }),
      ),
    );
    const { currentPath } = renderAdmin('/admin/categories');

    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
  });

  it('offers a retry when the identity check gets no response', async () => {
    server.use(http.get('*/auth/identity', () => HttpResponse.error()));
    const { user } = renderAdmin('/admin/dashboard');

    expect(
      await screen.findByText('Connection error, try again later', {}, { timeout: 8000 }),
    ).toBeInTheDocument();

    server.resetHandlers();
    mockDb.signedIn = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown admin path, with a way back', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    const { user } = renderAdmin('/admin/no-such-page');

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('I swear it worked on my machine...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it('shows the 404 page without a session check', async () => {
    renderAdmin('/admin/no-such-page');
    await waitFor(() => expect(screen.getByText('Page Not Found')).toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
