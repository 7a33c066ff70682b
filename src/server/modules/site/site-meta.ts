import { ownerFrom } from '../../../shared/owner';
import type { Project } from '../../../shared/project';
import type { ResponsiveImage } from '../../../shared/image-variants';
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
  image: { url: string; alt: string; width?: number; height?: number; type?: string } | null;
  /** schema.org Person, serialized as JSON-LD. */
  person: Record<string, unknown>;
}

export interface SiteMetaSource {
  /** The public variables; empty when they failed to load. */
  environment: Environment;
  /** Visible projects in page order (pinned first, newest first). */
  projects: Project[];
  /** The uploaded raster images among them, by address (their smaller copies). */
  images?: Record<string, ResponsiveImage>;
  origin: string;
}

function text(environment: Environment, key: string): string {
  const value = environment[key];
  return typeof value === 'string' ? value.trim() : '';
}

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** Link previews are drawn about 1200 px wide: the copy at least that wide, else the widest. */
const PREVIEW_WIDTH = 1200;

/**
 * A link preview's image: for an uploaded raster image its WebP copy that
 * suits a preview (a 4 MB photo would be cut off by some sites' limits and
 * slow for all), with its size; any other image as it is.
 */
function previewOf(
  address: string,
  alt: string,
  { images = {}, origin }: SiteMetaSource,
): SiteMeta['image'] {
  const url = absoluteUrl(address, origin);
  if (!url) return null;
  const copies = (Object.hasOwn(images, address) ? images[address]!.variants : [])
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  const copy = copies.find((variant) => variant.width >= PREVIEW_WIDTH) ?? copies.at(-1);
  if (!copy) return { url, alt };
  return {
    url: absoluteUrl(copy.url, origin) ?? url,
    alt,
    width: copy.width,
    height: copy.height,
    type: 'image/webp',
  };
}

function previewImage(source: SiteMetaSource, ownerName: string): SiteMeta['image'] {
  const configured = previewOf(text(source.environment, 'image'), ownerName, source);
  if (configured) return configured;
  for (const project of source.projects) {
    const cover = previewOf(project.cover, project.name, source);
    if (cover) return cover;
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
