import type { Owner } from '../home-data';

export function HeroSection({ owner }: { owner: Owner }) {
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <p className="hero-greeting">Hi, my name is</p>
      <h1 id="hero-title">{owner.name}</h1>
      {owner.title ? <p className="hero-title">{owner.title}</p> : null}
      <div className="hero-actions">
        <a className="site-button" href="#contact">
          Contact Me
        </a>
        <a className="site-button site-button-outlined" href="/cv" target="_blank" rel="noopener">
          Download CV
        </a>
      </div>
    </section>
  );
}
