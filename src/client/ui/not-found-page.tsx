import { Button } from './button';

function goBack(): void {
  // Opened directly (no history to go back to): the home page is the nearest way back.
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

export interface NotFoundPageProps {
  /** Defaults to the browser's history back. */
  onBack?: () => void;
}

/**
 * The 404 page. Shared by the admin app and the server-rendered public
 * site, so it depends on no router and touches `window` only on click.
 */
export function NotFoundPage({ onBack = goBack }: NotFoundPageProps) {
  return (
    <main className="ui-not-found">
      <p className="ui-not-found-code">404</p>
      <h1 className="ui-not-found-title">Page Not Found</h1>
      <p className="ui-not-found-text">I swear it worked on my machine...</p>
      <Button onClick={onBack}>Go back</Button>
    </main>
  );
}
