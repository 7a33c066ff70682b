import { useSyncExternalStore } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';
import { chooseTheme, currentTheme, subscribeToTheme } from './theme-choice';

export interface ThemeToggleProps {
  className?: string;
  /** Shown next to the icon (the admin's sidebar); otherwise the name is for screen readers only. */
  showLabel?: boolean;
  labelClassName?: string;
}

/**
 * One button: pressed = dark. The server does not know the visitor's theme,
 * so its markup carries no pressed state (React fills it in after hydration)
 * and both icons: the stylesheet shows the one that fits `data-theme`, which
 * is right from the first paint.
 */
export function ThemeToggle({ className, showLabel = false, labelClassName }: ThemeToggleProps) {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => null);
  return (
    <button
      type="button"
      className={cx('theme-toggle', className)}
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      title="Dark theme"
      onClick={() => chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      <Icon className="theme-toggle-icon theme-toggle-moon">
        <path d="M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a7 7 0 0 0 10.6 10.6Z" />
      </Icon>
      <Icon className="theme-toggle-icon theme-toggle-sun">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </Icon>
      <span className={showLabel ? labelClassName : 'visually-hidden'}>Dark theme</span>
    </button>
  );
}
