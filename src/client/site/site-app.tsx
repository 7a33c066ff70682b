import { trpc } from '../lib/trpc';
import { NotFoundPage } from '../ui/not-found-page';
import { homeQueries, type SitePage } from './site-state';

const NAV_ITEMS = [
  { href: '#home', label: 'Home' },
  { href: '#about', label: 'About' },
  { href: '#projects', label: 'Projects' },
  { href: '#contact', label: 'Contact' },
] as const;

function SiteHeader() {
  return (
    <header className="site-header">
      <nav aria-label="Main" className="site-nav">
        {NAV_ITEMS.map((item) => (
          <a key={item.href} href={item.href}>
            {item.label}
          </a>
        ))}
        {/* The hidden item: the owner's way in, shown only to keyboard focus. */}
        <a href="/admin" className="site-nav-hidden">
          Admin
        </a>
      </nav>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} Portfolio. All rights reserved.</p>
    </footer>
  );
}

function Home() {
  const categories = trpc.category.list.useQuery(homeQueries.categories);
  return (
    <>
      <SiteHeader />
      <main>
        <section id="home" className="site-section site-hero" aria-labelledby="hero-title">
          <p className="site-hero-greeting">Hi, my name is</p>
          <h1 id="hero-title">Portfolio</h1>
          <div className="site-hero-actions">
            <a className="site-button" href="#contact">
              Contact Me
            </a>
            <a
              className="site-button site-button-outlined"
              href="/cv"
              target="_blank"
              rel="noopener"
            >
              Download CV
            </a>
          </div>
        </section>
        <section id="about" className="site-section" aria-labelledby="about-title">
          <h2 id="about-title">About</h2>
        </section>
        <section id="projects" className="site-section" aria-labelledby="projects-title">
          <h2 id="projects-title">Projects</h2>
          <ul className="site-chips" aria-label="Categories">
            {(categories.data?.items ?? []).map((category) => (
              <li key={category.categoryId} className="site-chip">
                {category.name}
              </li>
            ))}
          </ul>
        </section>
        <section id="contact" className="site-section" aria-labelledby="contact-title">
          <h2 id="contact-title">Get in Touch</h2>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}

export function SiteApp({ page }: { page: SitePage }) {
  return page === 'home' ? <Home /> : <NotFoundPage />;
}
