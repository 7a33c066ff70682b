import { NotFoundPage } from '../ui/not-found-page';
import { useOwner } from './home-data';
import { AboutSection } from './sections/about-section';
import { ContactSection } from './sections/contact-section';
import { ExperienceSection } from './sections/experience-section';
import { ExpertiseSection } from './sections/expertise-section';
import { HeroSection } from './sections/hero-section';
import { ProjectsSection } from './sections/projects-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { SitePage } from './site-state';

/** Where the skip link lands: the main content, after the header. */
const MAIN_CONTENT_ID = 'main-content';

/** The one-page site, its sections in their fixed order. */
function Home({ year, today }: { year: number; today?: string }) {
  const owner = useOwner();
  return (
    <>
      {/* The first tab stop: past the header's links straight to the content. */}
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <SiteHeader />
      {/* Focusable by script only, so the skip link's jump moves the keyboard here too. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <HeroSection owner={owner} />
        <AboutSection owner={owner} />
        <ExpertiseSection />
        <ExperienceSection today={today} />
        <ProjectsSection />
        <ContactSection owner={owner} />
      </main>
      <SiteFooter owner={owner.name} year={year} />
    </>
  );
}

export function SiteApp({ page, year, today }: { page: SitePage; year: number; today?: string }) {
  return page === 'home' ? <Home year={year} today={today} /> : <NotFoundPage />;
}
