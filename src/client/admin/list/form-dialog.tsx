import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../../ui/button';
import { Dialog, type DialogSize } from '../../ui/dialog';

export interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** The form's onSubmit, usually `form.handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text: 'Save', 'Create'. */
  submitLabel: string;
  /** A submit on its way: the button waits, so a second click sends nothing. */
  submitting: boolean;
  size?: DialogSize;
  children: ReactNode;
}

/**
 * An open dialog holding one form, with Cancel and the submit button in its
 * footer. The footer sits outside the form, so the button names it by id.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  size,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <>
          <Button variant="outlined" tone="neutral" onClick={onClose}>
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
  );
}
