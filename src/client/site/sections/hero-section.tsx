import { useMemo, type CSSProperties } from 'react';
import { codeBackgroundImage } from '../code-background';
import type { Owner } from '../home-data';
import { useTypewriter } from '../typewriter';

/**
 * Without JavaScript nothing would type, so the whole name shows in its final
 * colour and no caret waits. The rule lives in the hero because it only makes
 * sense next to this markup.
 */
const NO_SCRIPT_STYLE = '.hero-name-rest{color:inherit}.hero-caret{display:none}';

export function HeroSection({ owner }: { owner: Owner }) {
  const name = useTypewriter(owner.name);
  const background = useMemo(
    () =>
      ({
        '--hero-code': codeBackgroundImage({ name: owner.name, title: owner.title }),
        // The same code in the dark theme's tones; nearly free once gzipped beside the first.
        '--hero-code-dark': codeBackgroundImage({ name: owner.name, title: owner.title }, 'dark'),
      }) as CSSProperties,
    [owner.name, owner.title],
  );
  return (
    <section id="home" className="hero" aria-labelledby="hero-title" style={background}>
      <div className="hero-inner">
        <p className="hero-greeting">Hi, my name is</p>
        <h1 id="hero-title" className="hero-name">
          <span className="visually-hidden">{owner.name}</span>
          {/* The typed copy: the whole name is drawn from the first paint, the
              untyped rest in a quieter colour, and typing turns it to the
              heading's colour behind the caret. Nothing moves or appears late. */}
          <span aria-hidden="true">
            <span className="hero-name-typed">{name.typed}</span>
            <span className="hero-caret" />
            <span className="hero-name-rest">{name.rest}</span>
          </span>
        </h1>
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
        {owner.title ? <p className="hero-title">{owner.title}</p> : null}
        <div className="hero-actions">
          <a className="site-button" href="#contact">
            Contact Me
          </a>
          <a className="site-button site-button-outlined" href="/cv" target="_blank" rel="noopener">
            Download CV
          </a>
        </div>
      </div>
    </section>
  );
}
