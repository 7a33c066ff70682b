import { ownerFrom } from '../../../shared/owner';
import type { Project } from '../../../shared/project';
import type { Environment } from '../../../shared/variable';
import { excerpt, htmlToText } from './plain-text';
import { absoluteUrl } from './request-origin';

/** What search engines and link previews read about the home page (decision 0016). */
export interface SiteMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  siteName: string;
  /** `profile` when the site names a person, else a plain `website`. */
  type: 'profile' | 'website';
  image: { url: string; alt: string } | null;
  /** schema.org Person, serialized as JSON-LD. */
  person: Record<string, unknown>;
}

export interface SiteMetaSource {
  /** The public variables; empty when they failed to load. */
  environment: Environment;
  /** Visible projects in page order (pinned first, newest first). */
  projects: Project[];
  origin: string;
}

function text(environment: Environment, key: string): string {
  const value = environment[key];
  return typeof value === 'string' ? value.trim() : '';
}

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

function previewImage(
  { environment, projects, origin }: SiteMetaSource,
  ownerName: string,
): SiteMeta['image'] {
  const configured = absoluteUrl(text(environment, 'image'), origin);
  if (configured) return { url: configured, alt: ownerName };
  for (const project of projects) {
    const cover = absoluteUrl(project.cover, origin);
    if (cover) return { url: cover, alt: project.name };
  }
  return null;
}

/**
 * The home page's head, from the same public variables the page shows, so
 * the title in a search result matches the name in the hero.
 */
export function siteMeta(source: SiteMetaSource): SiteMeta {
  const { environment, origin } = source;
  const owner = ownerFrom(environment);
  const named = text(environment, 'name') !== '';
  const title = owner.title ? `${owner.name} – ${owner.title}` : owner.name;
  const description =
    text(environment, 'description') || excerpt(htmlToText(owner.aboutHtml)) || title;
  const canonicalUrl = `${origin}/`;
  const image = previewImage(source, owner.name);

  const email = owner.links.email;
  const sameAs = [owner.links.github, owner.links.linkedin, owner.links.instagram].filter((link) =>
    WEB_ADDRESS.test(link),
  );
  const person: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    ...(owner.title ? { jobTitle: owner.title } : {}),
    url: canonicalUrl,
    description,
    ...(EMAIL.test(email) ? { email: `mailto:${email}` } : {}),
    ...(image && text(environment, 'image') ? { image: image.url } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };

  return {
    title,
    description,
    canonicalUrl,
    siteName: owner.name,
    type: named ? 'profile' : 'website',
    image,
    person,
  };
}
