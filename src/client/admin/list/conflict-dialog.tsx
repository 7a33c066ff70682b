import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** What the refused write was: it decides what Overwrite does, in words. */
export type ConflictAction = 'save' | 'delete' | 'change';

export interface ConflictDialogProps {
  open: boolean;
  /**
   * What changed, as the sentence's subject: 'This category', 'The project
   * “Harbour”', '2 of the 3 projects you picked'.
   */
  subject: string;
  /** True for more than one item: 'were changed'. */
  plural?: boolean;
  /** Since when: 'since you opened it', 'since this list was loaded'. */
  since: string;
  action: ConflictAction;
  /** Which answer is on its way: its button waits, and neither sends twice. */
  busy?: 'reload' | 'overwrite' | null;
  onReload: () => void;
  onOverwrite: () => void;
  /** Escape or the close button: nothing is sent, and the form or list stays as it is. */
  onClose: () => void;
}

const OUTCOMES: Record<ConflictAction, string> = {
  save: 'Reload shows the current values in this form instead of yours; Overwrite saves yours over them.',
  delete: 'Reload shows the list as it is now; Overwrite deletes it all the same.',
  change: 'Reload shows the list as it is now; Overwrite makes your change all the same.',
};

/**
 * A write refused because someone else changed the item since the page read
 * it (412). The owner chooses: see the item as it is now, or send the same
 * write again regardless. Nothing has focus but the dialog itself when it
 * opens, so its text is read out first and a stray Enter neither throws the
 * owner's typing away nor overwrites the other person's change.
 */
export function ConflictDialog({
  open,
  subject,
  plural = false,
  since,
  action,
  busy = null,
  onReload,
  onOverwrite,
  onClose,
}: ConflictDialogProps) {
  return (
    <Dialog
      open={open}
      title="Changed by someone else"
      description={
        <>
          <span className="ui-confirm-question">
            {subject} {plural ? 'were' : 'was'} changed by someone else {since}.
          </span>{' '}
          <span>{OUTCOMES[action]}</span>
        </>
      }
      onClose={onClose}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button
            variant="outlined"
            tone="neutral"
            busy={busy === 'reload'}
            disabled={busy === 'overwrite'}
            onClick={onReload}
          >
            Reload
          </Button>
          <Button
            tone="danger"
            busy={busy === 'overwrite'}
            disabled={busy === 'reload'}
            onClick={onOverwrite}
          >
            Overwrite
          </Button>
        </>
      }
    />
  );
}
