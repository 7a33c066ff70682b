import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './button';
import { cx } from './class-names';
import { focusableElements } from './focusable';
import { CloseIcon } from './icon';
import { lockPageScroll } from './scroll-lock';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape and on the close button; the parent decides whether to close. */
  onClose: () => void;
  children?: ReactNode;
  /** Actions row at the bottom, usually buttons. */
  footer?: ReactNode;
  /** Extra text read out with the title when the dialog opens. */
  description?: ReactNode;
  size?: DialogSize;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on open; by default the first focusable control of the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog: titled, focus kept inside while open and given back on
 * close, Escape closes it, the page behind does not scroll. Rendered into
 * document.body so no parent's overflow or stacking context can clip it.
 */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

/**
 * Open dialogs, innermost last. Keys go to the innermost one only, so Escape
 * in a nested dialog never closes its parent too.
 */
const openDialogs: symbol[] = [];

const isInnermost = (token: symbol) => openDialogs[openDialogs.length - 1] === token;

function OpenDialog({
  title,
  onClose,
  children,
  footer,
  description,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  closeLabel = 'Close',
  className,
}: Omit<DialogProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => lockPageScroll(), []);

  // Layout effect: focus moves before the browser paints, so nothing flashes focused behind the dialog.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const target =
        initialFocusRef?.current ??
        (bodyRef.current ? focusableElements(bodyRef.current)[0] : undefined) ??
        panel;
      target.focus();
    }
    return () => {
      // The opener may be gone (a deleted row); then focus stays where the page put it.
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocusRef]);

  // Listening on the document, not the panel: focus can land outside the dialog (a click on
  // the backdrop, a button that became disabled) and Escape and Tab must still work.
  useEffect(() => {
    const token = Symbol('dialog');
    openDialogs.push(token);

    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || !isInnermost(token)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableElements(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (!(active instanceof Node) || !panel.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
    };
  }, []);

  return (
    <div className="ui-dialog-backdrop">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog (from a prop the linter cannot follow); both support aria-modal. */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('ui-dialog', `ui-dialog--${size}`, className)}
      >
        <div className="ui-dialog-header">
          <h2 id={titleId} className="ui-dialog-title">
            {title}
          </h2>
          <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} size="sm" />
        </div>
        <div ref={bodyRef} className="ui-dialog-body">
          {description ? (
            <p id={descriptionId} className="ui-dialog-description">
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? <div className="ui-dialog-footer">{footer}</div> : null}
      </div>
    </div>
  );
}
