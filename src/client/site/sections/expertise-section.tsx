import { useExpertise } from '../home-data';

export function ExpertiseSection() {
  const expertise = useExpertise();
  return (
    <section className="site-section" aria-labelledby="expertise-title">
      <h2 id="expertise-title">What I do</h2>
      <ul>
        {expertise.map((item) => (
          <li key={item.expertiseId}>{item.name}</li>
        ))}
      </ul>
    </section>
  );
}
