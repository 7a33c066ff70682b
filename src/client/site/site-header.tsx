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
            {/* The hidden item (decision 0006): the owner's way in, shown only to keyboard focus. */}
            <a href="/admin" className="site-nav-hidden">
              Admin
            </a>
          </nav>
          <ThemeToggle className="site-theme-toggle" />
        </div>
      </div>
    </header>
  );
}
