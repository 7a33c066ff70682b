import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button, IconButton } from './button';
import { cx } from './class-names';
import { CloseIcon } from './icon';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';

/** Notices stay for 3 seconds. */
export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'success' | 'error' | 'info';

/** Notices that offer an action (Undo) stay longer, so there is time to reach the button. */
export const ACTION_TOAST_DURATION_MS = 8000;

/** A button in the notice, such as Undo; clicking it runs the action and closes the notice. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  tone?: ToastTone;
  /** Defaults to TOAST_DURATION_MS, or ACTION_TOAST_DURATION_MS with an action. */
  durationMs?: number;
  action?: ToastAction;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): void;
  success(message: string): void;
  error(message: string): void;
  dismiss(id: number): void;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
  action?: ToastAction | undefined;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const toneIcon = {
  success: <CheckCircleIcon />,
  error: <AlertCircleIcon />,
  info: <InfoIcon />,
} satisfies Record<ToastTone, ReactNode>;

/** Holds the notices of the whole app and shows them in one corner. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    const tone = options.tone ?? 'info';
    const toast: ToastItem = {
      id: nextId.current++,
      message,
      tone,
      durationMs:
        options.durationMs ?? (options.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS),
      action: options.action,
    };
    // The same notice twice in a row restarts it instead of stacking duplicates.
    setToasts((current) => [
      ...current.filter((other) => other.message !== message || other.tone !== tone),
      toast,
    ]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show(message, { tone: 'success' }),
      error: (message) => show(message, { tone: 'error' }),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="ui-toasts" aria-label="Notifications">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);

  return (
    <div
      // Errors interrupt; success and info wait for a pause in speech.
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className={cx('ui-toast', `ui-toast--${toast.tone}`)}
    >
      <span className="ui-toast-icon">{toneIcon[toast.tone]}</span>
      <p className="ui-toast-message">{toast.message}</p>
      {toast.action ? (
        <Button
          variant="text"
          size="sm"
          className="ui-toast-action"
          onClick={() => {
            onDismiss(toast.id);
            toast.action?.onAction();
          }}
        >
          {toast.action.label}
        </Button>
      ) : null}
      <IconButton
        label="Dismiss notification"
        icon={<CloseIcon />}
        size="sm"
        className="ui-toast-close"
        onClick={() => onDismiss(toast.id)}
      />
    </div>
  );
}
