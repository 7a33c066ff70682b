import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './button';
import { cx } from './class-names';
import { focusableElements } from './focusable';
import { CloseIcon } from './icons';
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Handled here means handled: an outer dialog must not also react.
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    event.stopPropagation();
    const focusable = focusableElements(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="ui-dialog-backdrop">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is dialog or alertdialog, set from a prop the linter cannot follow. */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: both of those roles support aria-modal. */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('ui-dialog', `ui-dialog--${size}`, className)}
        onKeyDown={onKeyDown}
      >
        <header className="ui-dialog-header">
          <h2 id={titleId} className="ui-dialog-title">
            {title}
          </h2>
          <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} size="sm" />
        </header>
        <div ref={bodyRef} className="ui-dialog-body">
          {description ? (
            <p id={descriptionId} className="ui-dialog-description">
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? <footer className="ui-dialog-footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
