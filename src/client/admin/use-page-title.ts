import { useEffect } from 'react';

/** Names the browser tab after the page, so tabs and history entries are tellable apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Admin`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
