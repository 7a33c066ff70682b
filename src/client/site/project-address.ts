import { useEffect, useState } from 'react';

/** A project dialog's address on the one-page site: `/#/project/<slug>`. */
const PROJECT_HASH = '#/project/';

/** Marks the history entries the page itself added, so closing can step back over them. */
const OPENED_HERE = { projectDialog: true } as const;

interface NamedProject {
  projectId: number;
  name: string;
}

/** Letters and digits of any script, lower case, joined by single dashes. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Each project's slug, from its name, in page order: the first project with
 * a name keeps its plain slug; a later one whose slug is taken (or a name
 * without letters or digits) gets its id added, so every link opens one
 * project.
 */
export function projectSlugs(projects: readonly NamedProject[]): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  for (const { projectId, name } of projects) {
    const plain = slugOf(name);
    const slug = plain && !taken.has(plain) ? plain : `${plain || 'project'}-${projectId}`;
    taken.add(slug);
    slugs.set(projectId, slug);
  }
  return slugs;
}

const hashOf = (slug: string) => `${PROJECT_HASH}${encodeURIComponent(slug)}`;

/** The slug a page address names, or null when it names no project. */
export function slugInHash(hash: string): string | null {
  try {
    return hash.startsWith(PROJECT_HASH)
      ? decodeURIComponent(hash.slice(PROJECT_HASH.length))
      : null;
  } catch {
    return null;
  }
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
  const [slug, setSlug] = useState<string | null>(null);
  // The page's own address without a project: where closing a dialog lands.
  const page = () => location.pathname + location.search;
  const push = (next: string) => {
    window.history.pushState(OPENED_HERE, '', page() + hashOf(next));
    setSlug(next);
  };

  useEffect(() => {
    const shared = slugInHash(location.hash);
    if (shared !== null) {
      window.history.replaceState(null, '', page());
      // The page first, then the project over it: Back closes the dialog, not the page.
      if ([...slugs.values()].includes(shared)) push(shared);
    }
    // Back, Forward and typed fragments all arrive as popstate.
    const follow = () => setSlug(slugInHash(location.hash));
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
    // Once, on load: later the address follows the visitor, not the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    opened: projects.find((project) => slugs.get(project.projectId) === slug) ?? null,
    open: (project: NamedProject) => push(slugs.get(project.projectId)!),
    close: () => {
      // Closed at once, so a second Escape before the address changes cannot step back twice.
      setSlug(null);
      if (window.history.state?.projectDialog) window.history.back();
      else window.history.replaceState(null, '', page());
    },
  };
}
