import { useProjects } from '../home-data';

export function ProjectsSection() {
  const projects = useProjects();
  return (
    <section id="projects" className="site-section" aria-labelledby="projects-title">
      <h2 id="projects-title">Projects</h2>
      <ul>
        {projects.map((project) => (
          <li key={project.projectId}>{project.name}</li>
        ))}
      </ul>
    </section>
  );
}
