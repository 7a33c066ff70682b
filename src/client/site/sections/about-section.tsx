import type { Owner } from '../home-data';

export function AboutSection({ owner }: { owner: Owner }) {
  return (
    <section id="about" className="site-section about" aria-labelledby="about-title">
      <h2 id="about-title">About</h2>
      {/* Sanitized by the server before it left the database. */}
      <div className="about-html" dangerouslySetInnerHTML={{ __html: owner.aboutHtml }} />
    </section>
  );
}
