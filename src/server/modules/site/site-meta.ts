import { ownerFrom } from '../../../shared/owner';
import type { Project } from '../../../shared/project';
import type { Environment } from '../../../shared/variable';
import { excerpt, htmlToText } from './plain-text';
import { PREVIEW_HEIGHT, PREVIEW_IMAGE_PATH, PREVIEW_TYPE, PREVIEW_WIDTH } from './preview-image';
import { absoluteUrl } from './request-origin';

/** What search engines and link previews read about the home page (decision 0016). */
export interface SiteMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  siteName: string;
  /** `profile` when the site names a person, else a plain `website`. */
  type: 'profile' | 'website';
  image: { url: string; alt: string; width?: number; height?: number; type?: string } | null;
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

/** What the link preview is drawn from: an address in the content and what it shows. */
export interface PreviewSource {
  address: string;
  alt: string;
}

/**
 * The image variable when it is a usable address, else the first visible
 * project's cover that is one; null when there is neither.
 */
export function previewSource(
  source: Pick<SiteMetaSource, 'environment' | 'projects'>,
  ownerName: string,
): PreviewSource | null {
  const configured = text(source.environment, 'image');
  if (absoluteUrl(configured, 'http://localhost')) return { address: configured, alt: ownerName };
  for (const project of source.projects) {
    if (absoluteUrl(project.cover, 'http://localhost')) {
      return { address: project.cover, alt: project.name };
    }
  }
  return null;
}

/**
 * A link preview's image: always the raster copy the server draws at the
 * size the large platforms show (they show no SVG, and cut or refuse odd
 * sizes), whatever image it is drawn from.
 */
function previewImage(source: SiteMetaSource, ownerName: string): SiteMeta['image'] {
  const chosen = previewSource(source, ownerName);
  if (!chosen) return null;
  return {
    url: `${source.origin}${PREVIEW_IMAGE_PATH}`,
    alt: chosen.alt,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    type: PREVIEW_TYPE,
  };
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
  const portrait = absoluteUrl(text(environment, 'image'), origin);

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
    // The owner's own picture, as it is: the preview is a cut of it for link cards.
    ...(portrait ? { image: portrait } : {}),
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
