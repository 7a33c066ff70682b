import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { hasUnsavedChanges } from './unsaved-changes';

/**
 * Asks before the admin app moves to another page (a sidebar link, Back,
 * Forward) while a form holds unsaved edits. Reloads and closing the tab are
 * the browser's own question, asked through `beforeunload`.
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const asking = blocker.state === 'blocked';

  return (
    <ConfirmDialog
      open={asking}
      title="Leave this page?"
      message="Your unsaved changes will be lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
