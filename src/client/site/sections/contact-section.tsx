import { ContactForm } from '../contact/contact-form';
import { SocialLinks, socialLinksOf } from '../contact/social-links';
import { WORLD_MAP } from '../contact/world-map';
import type { Owner } from '../home-data';

/** 'Get in Touch': the form, the social links and a faint world behind them. */
export function ContactSection({ owner }: { owner: Owner }) {
  const hasLinks = socialLinksOf(owner.links).length > 0;
  return (
    <section id="contact" className="site-section contact" aria-labelledby="contact-title">
      <img
        className="contact-map"
        src={WORLD_MAP.src}
        alt=""
        aria-hidden="true"
        loading="lazy"
        decoding="async"
        width={WORLD_MAP.width}
        height={WORLD_MAP.height}
      />
      <div className="contact-header">
        <h2 id="contact-title" className="site-section-title">
          Get in Touch
        </h2>
        <p className="contact-intro">
          Have a project in mind, a question, or just want to say hello? Send me a message and I’ll
          get back to you.
        </p>
      </div>
      <div className={hasLinks ? 'contact-body' : 'contact-body contact-body--form-only'}>
        <ContactForm maxMessageLength={owner.maxMessageLength} />
        {hasLinks ? (
          <aside className="contact-elsewhere" aria-labelledby="contact-elsewhere-title">
            <h3 id="contact-elsewhere-title">Find me online</h3>
            <p>Prefer another way? Reach out wherever suits you.</p>
            <SocialLinks links={owner.links} />
          </aside>
        ) : null}
      </div>
    </section>
  );
}
