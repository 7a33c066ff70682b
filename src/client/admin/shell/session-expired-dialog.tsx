import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Identity } from '../../../shared/auth';
import { Dialog } from '../../ui/dialog';
import { SignInForm } from '../login/sign-in-form';
import { setSessionExpired, useSessionExpired } from './session';

/**
 * Shown over the page when the session ended while a form held unsaved
 * edits. Signing in here keeps the page and its open form as they were, so
 * the admin saves again instead of typing again. Closing it leaves the page
 * readable (to copy the text elsewhere); the next refused call brings it back.
 */
export function SessionExpiredDialog({ identity }: { identity: Identity }) {
  const queryClient = useQueryClient();
  const expired = useSessionExpired();
  // The username is filled in already: the password is what the admin types first.
  const passwordRef = useRef<HTMLInputElement>(null);

  const resume = async () => {
    setSessionExpired(queryClient, false);
    // What was loaded may have changed meanwhile, and the lists fetch again under the new session.
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== 'admin',
    });
  };

  return (
    <Dialog
      open={expired}
      title="Session expired"
      description="Your session has expired. Sign in again; your changes are kept."
      onClose={() => setSessionExpired(queryClient, false)}
      role="alertdialog"
      size="sm"
      initialFocusRef={passwordRef}
    >
      <SignInForm username={identity.username} passwordRef={passwordRef} onSignedIn={resume} />
    </Dialog>
  );
}
