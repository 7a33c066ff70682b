import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AdminApp } from '../../src/client/admin/admin-app';

interface AddressBarProps {
  onChange: (pathname: string) => void;
}

/** Reports the router's current path: what the browser's address bar would show. */
function AddressBar({ onChange }: AddressBarProps) {
  onChange(useLocation().pathname);
  return null;
}

/**
 * Renders the whole admin app at `path`, as the browser would after loading
 * that URL. `currentPath()` reads the address bar.
 */
export function renderAdmin(path: string) {
  let pathname = path;
  const user = userEvent.setup();
  // A data router, as in the browser: leaving a page with unsaved edits is held back by it.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AdminApp />
            <AddressBar
              onChange={(next) => {
                pathname = next;
              }}
            />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, user, currentPath: () => pathname };
}
