import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults: 'Are you sure?' / 'This action cannot be undone' / No / Yes. */
  title?: string;
  /**
   * Names what is at stake, e.g. 'Delete the project “Harbour”?'. Shown first and read out
   * with the standard message when the dialog opens, so no one confirms the wrong row.
   */
  question?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** What exactly is at stake, shown below the message (which keeps its standard wording). */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = 'Are you sure?',
  question,
  message = 'This action cannot be undone',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  children,
}: ConfirmDialogProps) {
  // The safe answer takes focus, so a stray Enter never destroys anything.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      description={
        question ? (
          <>
            <span className="ui-confirm-question">{question}</span> <span>{message}</span>
          </>
        ) : (
          message
        )
      }
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outlined" tone="neutral" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button tone="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
