import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog, type DialogSize } from '../../ui/dialog';
import { useUnsavedChanges } from '../shell/unsaved-changes';

export interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** The form's onSubmit, usually `form.handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text: 'Save', 'Create'. */
  submitLabel: string;
  /** A submit on its way: the button waits, so a second click sends nothing. */
  submitting: boolean;
  /**
   * The form holds edits not yet saved (usually `isFormDirty(form)`): closing then
   * asks first, and so does leaving the page.
   */
  dirty?: boolean;
  size?: DialogSize;
  children: ReactNode;
}

/**
 * An open dialog holding one form, with Cancel and the submit button in its
 * footer. The footer sits outside the form, so the button names it by id.
 * Escape, the close button and Cancel close it at once when nothing was
 * changed, and ask before throwing edits away when something was.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  dirty = false,
  size,
  children,
}: FormDialogProps) {
  const formId = useId();
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  useUnsavedChanges(dirty);

  const requestClose = () => {
    if (dirty) setAskingToDiscard(true);
    else onClose();
  };

  return (
    <>
      <Dialog
        open
        title={title}
        onClose={requestClose}
        size={size}
        footer={
          <>
            <Button variant="outlined" tone="neutral" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} busy={submitting}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <form id={formId} className="admin-entity-form" onSubmit={onSubmit} noValidate>
          {children}
        </form>
      </Dialog>
      <DiscardChangesDialog
        open={askingToDiscard}
        onDiscard={() => {
          setAskingToDiscard(false);
          onClose();
        }}
        onKeepEditing={() => setAskingToDiscard(false)}
      />
    </>
  );
}

interface DiscardChangesDialogProps {
  open: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/** "Discard unsaved changes?": keeping them is the default answer, so a stray Enter loses nothing. */
export function DiscardChangesDialog({
  open,
  onDiscard,
  onKeepEditing,
}: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard unsaved changes?"
      message="The changes you made in this form will be lost."
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      onCancel={onKeepEditing}
      onConfirm={onDiscard}
    />
  );
}
