import type { ComponentType } from 'react';
import type { IconProps } from '../ui/icons';

/**
 * What the admin app needs to know about one content entity's page: its
 * route, its sidebar entry and the name the activity trail gives what it
 * writes. Each page module exports one; `content-pages.ts` lists them.
 */
export interface ContentPage<TSlug extends string = string> {
  /** The path under /admin, e.g. 'certificates'; the server answers 404 for pages it does not know. */
  slug: TSlug;
  /** The sidebar's label, e.g. 'Certificates'. */
  label: string;
  /** The sidebar's icon. */
  icon: ComponentType<IconProps>;
  /** What the activity trail calls the rows the page writes, e.g. 'certification'. */
  entity: string;
  component: ComponentType;
}

/** Keeps the slug's literal type, so the admin's page names stay a closed union. */
export function defineContentPage<const TSlug extends string>(
  page: ContentPage<TSlug>,
): ContentPage<TSlug> {
  return page;
}
