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

/** The one-page site, its sections in their fixed order. */
function Home({ year, today }: { year: number; today?: string }) {
  const owner = useOwner();
  return (
    <>
      <SiteHeader />
      <main>
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
