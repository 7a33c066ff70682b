import { htmlToText } from '../site/plain-text';
import type {
  PortfolioContent,
  ResumeBasics,
  ResumeCertificate,
  ResumeEducation,
  ResumeProfile,
  ResumeProject,
  ResumeSkill,
  ResumeWork,
} from './export.schema';

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
export const JSON_RESUME_VERSION = 'v1.0.0';

/** The schema's `iso8601` pattern: a value it would refuse is left out. */
const RESUME_DATE =
  /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

/** The `email` format of ajv-formats, which validators of the schema use. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const resumeDate = (value: string | null | undefined) =>
  value && RESUME_DATE.test(value) ? value : undefined;

/**
 * An http(s) address as an RFC 3986 URI (non-ASCII percent-encoded by the
 * URL parser), or undefined for anything else: the schema wants `uri`.
 */
export function webUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (!/^https?:\/\/\S+$/i.test(text)) return undefined;
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

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

/** Degree words and abbreviations that open a title ("M.Sc. Computer Science"). */
const DEGREE =
  /^((?:[A-Za-z]{1,4}\.){1,4}[A-Za-z]{0,4}\.?|B\.?A|B\.?S|BSc|BEng|BBA|M\.?A|M\.?S|MSc|MEng|MBA|MPhil|PhD|DPhil|Ph\.D\.?|Bachelor|Master|Diploma|Dipl\.?|Doctor|Doctorate|Associate|Certificate|Abitur|Magister)\s+(.+)$/i;

/**
 * Education titles are free text; JSON Resume splits them into the kind of
 * degree and the field. "Bachelor of Science in Physics" and "MSc,
 * Robotics" split at " in " and ", "; a title that opens with a degree
 * ("B.Sc. Media Informatics") splits after it; anything else is the area.
 */
export function splitEducationTitle(title: string): { studyType?: string; area?: string } {
  const text = title.trim();
  if (!text) return {};
  const separated = /^(.+?)(?:\s+in\s+|,\s*)(.+)$/i.exec(text);
  if (separated?.[1] && separated[2]) {
    return { studyType: separated[1].trim(), area: separated[2].trim() };
  }
  const degree = DEGREE.exec(text);
  // "Master of Science" names the degree alone.
  if (degree?.[1] && degree[2] && !/^of\s/i.test(degree[2])) {
    return { studyType: degree[1], area: degree[2].trim() };
  }
  if (degree) return { studyType: text };
  return { area: text };
}

const byStartDesc =
  <T extends { startAt: string }>(idOf: (item: T) => number) =>
  (a: T, b: T) =>
    b.startAt.localeCompare(a.startAt) || idOf(b) - idOf(a);

export interface ResumeParts {
  basics: ResumeBasics;
  work: ResumeWork[];
  education: ResumeEducation[];
  certificates: ResumeCertificate[];
  skills: ResumeSkill[];
  projects: ResumeProject[];
}

/**
 * The CV in the JSON Resume schema, from the same content the printable CV
 * shows: visible experience, education and projects only; the owner from the
 * variables (`name`, `title`, `email`, `url`, `image`, `about`, the social links).
 */
export function toJsonResume(content: PortfolioContent): ResumeParts {
  const variables = new Map(content.variables.map((variable) => [variable.key, variable]));
  const text = (key: string) => variables.get(key)?.value.trim() ?? '';

  // As on the site: `title` stands in for a missing `name` (then it is not repeated as label).
  const name = text('name') || text('title');
  const label = text('name') ? text('title') : '';
  const summary = htmlToText(text('about'));
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

  const work = content.experience
    .filter((experience) => !experience.hidden)
    .sort(byStartDesc((experience) => experience.experienceId))
    .map((experience): ResumeWork => ({
      name: experience.company,
      position: experience.title,
      location: experience.location,
      ...(resumeDate(experience.startAt) ? { startDate: experience.startAt } : {}),
      ...(resumeDate(experience.endAt) ? { endDate: experience.endAt ?? undefined } : {}),
      summary: experience.description,
      keywords: experience.tools.map((tool) => tool.name),
    }));

  const education = content.education
    .filter((item) => !item.hidden)
    .sort(byStartDesc((item) => item.educationId))
    .map((item): ResumeEducation => ({
      institution: item.school,
      ...splitEducationTitle(item.title),
      ...(resumeDate(item.startAt) ? { startDate: item.startAt } : {}),
      ...(resumeDate(item.endAt) ? { endDate: item.endAt ?? undefined } : {}),
      // 0 is the "not given" default of the admin form.
      ...(item.gpa > 0 ? { score: String(item.gpa) } : {}),
    }));

  const certificates = [...content.certifications]
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.certificationId - a.certificationId)
    .map((certification): ResumeCertificate => ({
      name: certification.name,
      issuer: certification.issuer,
      ...(resumeDate(certification.issuedAt) ? { date: certification.issuedAt } : {}),
      ...(webUrl(certification.link) ? { url: webUrl(certification.link) } : {}),
    }));

  const skillsBySet = new Map<number, typeof content.skills>();
  for (const skill of content.skills) {
    skillsBySet.set(skill.skillsetId, [...(skillsBySet.get(skill.skillsetId) ?? []), skill]);
  }
  const skills = [...content.skillsets]
    .sort((a, b) => a.order - b.order || a.skillsetId - b.skillsetId)
    .map((skillset) => ({
      name: skillset.name,
      keywords: (skillsBySet.get(skillset.skillsetId) ?? [])
        .sort((a, b) => a.order - b.order || a.skillId - b.skillId)
        .map((skill) => skill.name),
    }))
    // As on the printed CV: a group without skills says nothing.
    .filter((group) => group.keywords.length > 0);

  // The public page's order: pinned first, then the newest.
  const projects = content.projects
    .filter((project) => !project.hidden)
    .sort(
      (a, b) =>
        Number(b.pinned) - Number(a.pinned) ||
        b.publishedAt.localeCompare(a.publishedAt) ||
        a.projectId - b.projectId,
    )
    .map((project): ResumeProject => ({
      name: project.name,
      description: project.description,
      ...(resumeDate(project.publishedAt) ? { startDate: project.publishedAt } : {}),
      type: project.category.name,
      keywords: project.tools.map((tool) => tool.name),
    }));

  return { basics, work, education, certificates, skills, projects };
}
