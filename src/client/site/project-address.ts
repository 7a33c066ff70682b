import { useEffect, useState } from 'react';

/** A project dialog's address on the one-page site: `/#/project/<slug>`. */
const PROJECT_HASH = '#/project/';

/** Marks the history entries the page itself added, so closing can step back over them. */
const OPENED_HERE = 'project';

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
 * dialog and stays on the page), closing returns to the page's address, and
 * a shared link opens its project once the page has loaded. A link to a
 * project the page does not show (hidden, deleted, mistyped) shows the page
 * alone.
 */
export function useProjectAddress<T extends NamedProject>(projects: readonly T[]) {
  const slugs = projectSlugs(projects);
  // The server renders the page without a dialog: the address's hash never reaches it.
  const [hash, setHash] = useState('');
  // The page's own address without a project: where closing a dialog lands.
  const leave = () => history.replaceState(null, '', location.pathname + location.search);
  const show = (slug: string) => {
    // Relative to the page: only the hash changes.
    history.pushState(OPENED_HERE, '', PROJECT_HASH + slug);
    setHash(PROJECT_HASH + slug);
  };

  useEffect(() => {
    const shared = location.hash.split(PROJECT_HASH)[1];
    if (shared !== undefined) {
      leave();
      // The page first, then the project over it: Back closes the dialog, not the page.
      if (slugs.includes(shared)) show(shared);
    }
    // Back, Forward and typed fragments all arrive as popstate.
    const follow = () => setHash(location.hash);
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
    // Once, on load: later the address follows the visitor, not the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    opened: projects.find((_, i) => PROJECT_HASH + slugs[i] === hash) ?? null,
    open: (project: NamedProject) => show(slugs[projects.indexOf(project as T)]!),
    close: () => {
      // Closed at once, so a second Escape before the address changes cannot step back twice.
      setHash('');
      if (history.state === OPENED_HERE) history.back();
      else leave();
    },
  };
}
