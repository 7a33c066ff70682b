import type { Owner } from '../home-data';

export function ContactSection({ owner }: { owner: Owner }) {
  return (
    <section id="contact" className="site-section" aria-labelledby="contact-title">
      <h2 id="contact-title">Get in Touch</h2>
      {owner.links.email ? <a href={`mailto:${owner.links.email}`}>Email</a> : null}
    </section>
  );
}
