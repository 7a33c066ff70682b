import { useEffect } from 'react';

/*
 * Every open form holding edits not yet saved registers here while it does.
 * Leaving the page (another admin page, a reload, closing the tab) asks first
 * while any is registered, and an expired session keeps the page in place
 * rather than dropping what was typed.
 */
const dirtySources = new Set<symbol>();

export function hasUnsavedChanges(): boolean {
  return dirtySources.size > 0;
}

/** The browser's own "Leave site?" question, asked on reload or close while anything is unsaved. */
function askBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  // Older browsers ask only when a return value is set; the text itself is never shown.
  event.returnValue = '';
}

/** Registers the caller's unsaved edits while `dirty` is true, and forgets them on unmount. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('unsaved changes');
    dirtySources.add(token);
    if (dirtySources.size === 1) window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      dirtySources.delete(token);
      if (dirtySources.size === 0) window.removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [dirty]);
}
