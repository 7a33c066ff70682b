import { useRef } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** A delete the server refused because content still links to the file. */
export interface MediaInUse {
  name: string;
  /** The server's sentence naming each use: `The file is used by: project "Harbour"`. */
  message: string;
}

/**
 * Says why a file was not deleted and what to change first; it stays open
 * until dismissed, since a list of uses is more than a passing notice can hold.
 */
export function MediaInUseDialog({
  refusal,
  onClose,
}: {
  refusal: MediaInUse | null;
  onClose: () => void;
}) {
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={refusal !== null}
      title={`${refusal?.name ?? 'The file'} was not deleted`}
      description={refusal?.message}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      initialFocusRef={okRef}
      footer={
        <Button ref={okRef} onClick={onClose}>
          OK
        </Button>
      }
    >
      <p>Point these at another file or remove the link, then delete it again.</p>
    </Dialog>
  );
}
