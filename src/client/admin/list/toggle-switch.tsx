export interface ToggleSwitchProps {
  /** The accessible name: 'Hidden: Harbour'. */
  label: string;
  checked: boolean;
  /** While the change is saved: the switch waits, so a second click cannot cross the first. */
  busy?: boolean;
  onChange: (next: boolean) => void;
  /** Shown beside the switch; defaults to Yes / No, as the column showed before it could be flipped. */
  onText?: string;
  offText?: string;
}

/**
 * A yes/no value flipped in place. The switch carries the name and the
 * state (`role="switch"`, `aria-checked`); the word beside it is for the eye
 * only, so a screen reader hears "Hidden: Harbour, switch, on" once.
 */
export function ToggleSwitch({
  label,
  checked,
  busy = false,
  onChange,
  onText = 'Yes',
  offText = 'No',
}: ToggleSwitchProps) {
  return (
    <span className="admin-toggle">
      <button
        type="button"
        role="switch"
        className="admin-toggle-switch"
        aria-label={label}
        aria-checked={checked}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
      >
        <span className="admin-toggle-knob" />
      </button>
      <span className="admin-toggle-text" aria-hidden="true">
        {checked ? onText : offText}
      </span>
    </span>
  );
}
