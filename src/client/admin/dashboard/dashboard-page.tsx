import { PageHeader } from '../page-header';
import { usePageTitle } from '../use-page-title';

/** A placeholder until the analytics charts (spec §2, Dashboard) are built. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Visits, CV downloads and project views at a glance."
      />
      <section className="admin-card admin-placeholder" aria-label="Analytics">
        <p>The visit and project-view charts will appear here.</p>
      </section>
    </>
  );
}
