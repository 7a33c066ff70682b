import { resumeSections } from '../content-sections';
import { webUrl } from '../content/resume-fields';
import { htmlToText } from '../site/plain-text';
import { markdownToHtml } from '../variable/about-html';
import type {
  PortfolioContent,
  ResumeBasics,
  ResumeProfile,
  ResumeSections,
} from './export.schema';

export { splitEducationTitle } from '../education/education.module';

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
export const JSON_RESUME_VERSION = 'v1.0.0';

/** The `email` format of ajv-formats, which validators of the schema use. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const NETWORKS = [
  { key: 'github', network: 'GitHub', base: 'https://github.com/' },
  { key: 'linkedin', network: 'LinkedIn', base: 'https://www.linkedin.com/in/' },
  { key: 'instagram', network: 'Instagram', base: 'https://www.instagram.com/' },
] as const;

/** A profile from its variable: a link (the username is its last segment) or a bare handle. */
function profile(network: string, base: string, value: string): ResumeProfile | null {
  const link = webUrl(value);
  if (link) {
    const segment = new URL(link).pathname.split('/').filter(Boolean).pop();
    let username: string | undefined;
    try {
      username = segment ? decodeURIComponent(segment) : undefined;
    } catch {
      username = segment;
    }
    return { network, ...(username ? { username } : {}), url: link };
  }
  const handle = value.trim().replace(/^@/, '');
  if (!/^[\w.-]{1,100}$/.test(handle)) return null;
  return { network, username: handle, url: `${base}${handle}` };
}

export type ResumeParts = { basics: ResumeBasics } & ResumeSections;

/**
 * The CV in the JSON Resume schema, from the same content the printable CV
 * shows: each module's section (visible rows only); the owner from the
 * variables (`name`, `title`, `email`, `url`, `image`, `about`, the social links).
 */
export function toJsonResume(content: PortfolioContent): ResumeParts {
  const variables = new Map(content.variables.map((variable) => [variable.key, variable]));
  const text = (key: string) => variables.get(key)?.value.trim() ?? '';

  // As on the site: `title` stands in for a missing `name` (then it is not repeated as label).
  const name = text('name') || text('title');
  const label = text('name') ? text('title') : '';
  // The about text is markdown (HTML allowed): its words, without the marks.
  const summary = htmlToText(markdownToHtml(text('about')));
  const email = text('email');
  const basics: ResumeBasics = {
    ...(name ? { name } : {}),
    ...(label ? { label } : {}),
    ...(webUrl(text('image')) ? { image: webUrl(text('image')) } : {}),
    ...(EMAIL.test(email) ? { email } : {}),
    ...(webUrl(text('url')) ? { url: webUrl(text('url')) } : {}),
    ...(summary ? { summary } : {}),
    profiles: NETWORKS.flatMap(({ key, network, base }) => {
      const value = text(key);
      const found = value ? profile(network, base, value) : null;
      return found ? [found] : [];
    }),
  };

  const sections = Object.fromEntries(
    resumeSections.map((section) => [section.key, section.build(content)]),
  ) as ResumeSections;
  return { basics, ...sections };
}
