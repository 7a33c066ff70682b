import { ThemeToggle } from '../ui/theme-toggle';
import { useOwner } from './home-data';

const NAV_ITEMS = [
  { href: '#home', label: 'Home' },
  { href: '#about', label: 'About' },
  { href: '#projects', label: 'Projects' },
  { href: '#contact', label: 'Contact' },
] as const;

export function SiteHeader() {
  const owner = useOwner();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        {/* A second way home for wide screens; phones need the room for the nav. */}
        <a className="site-brand" href="#home">
          {owner.name}
        </a>
        <div className="site-header-end">
          <nav aria-label="Main" className="site-nav">
            {NAV_ITEMS.map((item) => (
              <a key={item.href} href={item.href}>
                {item.label}
              </a>
            ))}
            {/* The hidden item: the owner's way in. Not a tab stop, so visitors
                tabbing through the bar never meet it; still a link in the page
                (screen readers list it) and shown whenever it has focus. */}
            <a href="/admin" className="site-nav-hidden" tabIndex={-1}>
              Admin
            </a>
          </nav>
          <ThemeToggle className="site-theme-toggle" />
        </div>
      </div>
    </header>
  );
}
