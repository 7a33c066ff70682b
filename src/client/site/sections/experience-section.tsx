import { useExperience } from '../home-data';

export function ExperienceSection() {
  const experience = useExperience();
  return (
    <section className="site-section" aria-labelledby="experience-title">
      <h2 id="experience-title">Experience</h2>
      <ul>
        {experience.map((item) => (
          <li key={item.experienceId}>{item.title}</li>
        ))}
      </ul>
    </section>
  );
}
