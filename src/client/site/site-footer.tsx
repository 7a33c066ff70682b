/** `year` comes from the embedded state, so the server and the browser print the same. */
export function SiteFooter({ owner, year }: { owner: string; year: number }) {
  return (
    <footer className="site-footer">
      <p>
        © {year} {owner}. All rights reserved.
      </p>
    </footer>
  );
}
