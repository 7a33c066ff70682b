import { ExternalIcon } from '../external-icon';
import { useExpertise } from '../home-data';

export function ExpertiseSection() {
  const expertise = useExpertise();
  return (
    <section id="expertise" className="site-section" aria-labelledby="expertise-title">
      <h2 id="expertise-title">What I do</h2>
      {expertise.length > 0 && (
        <ul className="site-grid expertise-grid">
          {expertise.map((item) => (
            <li key={item.expertiseId} className="site-card expertise-card">
              <span className="expertise-icon">
                {/* Decorative: the name beside it says what it is. */}
                <ExternalIcon src={item.icon} size={28} />
              </span>
              <h3>{item.name}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
