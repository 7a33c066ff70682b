import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
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
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp />
      <AddressBar
        onChange={(next) => {
          pathname = next;
        }}
      />
    </MemoryRouter>,
  );
  return { ...view, user, currentPath: () => pathname };
}
