import { useEffect, useState } from 'react';

/** A project dialog's address on the one-page site: `/#/project/<slug>`. */
const PROJECT_HASH = '#/project/';

interface NamedProject {
  projectId: number;
  name: string;
}

/** Lower-case letters and digits joined by single dashes, accents dropped. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Each project's slug, from its name, in page order: the first project with
 * a name keeps its plain slug; a later one whose slug is taken gets its id
 * added, so every link opens one project.
 */
export function projectSlugs(projects: readonly NamedProject[]): string[] {
  const plain = projects.map(({ name }) => slugOf(name) || 'project');
  return plain.map((slug, i) =>
    plain.indexOf(slug) < i ? `${slug}-${projects[i]!.projectId}` : slug,
  );
}

/**
 * Which project dialog is open, kept in the page's address so a project can
 * be shared and bookmarked: opening adds a history entry (Back closes the
 * dialog and stays on the page), closing steps back to the page's address,
 * and a shared link opens its project once the page has loaded. A link to a
 * project the page does not show (hidden, deleted, mistyped) shows the page
 * alone.
 */
export function useProjectAddress<T extends NamedProject>(projects: readonly T[]) {
  const slugs = projectSlugs(projects);
  // The server renders the page without a dialog: the address's hash never reaches it.
  const [hash, setHash] = useState('');
  // A fragment of its own: a new history entry, no scrolling (no element has that id).
  const show = (slug: string) => (location.hash = PROJECT_HASH + slug);

  useEffect(() => {
    // Back, Forward, opening and typed addresses all change the fragment.
    const follow = () => setHash(location.hash);
    addEventListener('hashchange', follow);
    const shared = location.hash.split(PROJECT_HASH)[1];
    if (shared !== undefined) {
      history.replaceState(null, '', location.pathname + location.search);
      // The page first, then the project over it: Back closes the dialog, not the page.
      if (slugs.includes(shared)) show(shared);
    }
    return () => removeEventListener('hashchange', follow);
    // Once, on load: later the address follows the visitor, not the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    opened: projects.find((_, i) => PROJECT_HASH + slugs[i] === hash) ?? null,
    open: (project: NamedProject) => show(slugs[projects.indexOf(project as T)]!),
    close: () => {
      // Closed at once, so a second Escape before the address changes cannot step back twice.
      setHash('');
      // Every open dialog has the page's own entry just before it (see above).
      history.back();
    },
  };
}
