import { certificationInputSchema } from '../../src/shared/certification';
import type { FieldError } from '../../src/shared/errors';
import { experienceInputSchema } from '../../src/shared/experience';
import { z } from 'zod';
import {
  IMPORT_SECTIONS,
  type ImportCounts,
  type ImportItem,
  type ImportReport,
  type ImportSection,
  JSON_RESUME_LIST_SECTIONS,
  NO_SUCH_SECTION,
  resumeBasicsSchema,
  resumeCertificateItemSchema,
  resumeList,
  resumeWorkItemSchema,
  UNSUPPORTED_SECTIONS,
} from '../../src/shared/json-resume-import';
import { endDay, given, nameKey, startDay } from '../../src/shared/json-resume-values';
import { mockDb } from './db';
import { planDeclaredSections } from './declared-import-plans';
import { envelope, fieldErrors, unauthorized } from './envelopes';
import { http } from './typed-http';

/**
 * `POST /api/import/json-resume` over the mock tables, for the Import page's
 * tests. It mirrors the server (each module's resume import) for `work`,
 * `certificates`, every declared kind of content (declared-import-plans.ts)
 * and the sections the site has none of (from the sections
 * the server's registry writes to src/shared/json-resume-sections.ts): the
 * same schema check and 400 with paths, natural keys, notes, reasons,
 * all-or-nothing and the dry run. The other sections (basics, education,
 * publications, skills, projects) are the server tests' business: their
 * items are taken as any object and left alone here.
 */

const workItem = resumeWorkItemSchema;
const certificateItem = resumeCertificateItemSchema;

const jsonResumeDocumentSchema = z.looseObject({
  basics: resumeBasicsSchema.optional(),
  ...Object.fromEntries(
    Object.keys(JSON_RESUME_LIST_SECTIONS).map((section) => [
      section,
      resumeList(z.looseObject({})).optional(),
    ]),
  ),
  work: resumeList(workItem).optional(),
  certificates: resumeList(certificateItem).optional(),
});

const IMPORTED_COVER = '/imported-cover.svg';
const NO_LOCATION = 'Not given';

interface Plan {
  item: Omit<ImportItem, 'reason' | 'fields' | 'notes'> & Partial<ImportItem>;
  apply?: () => void;
}

function leftOut(item: Record<string, unknown>, kept: readonly string[]): string[] {
  return Object.keys(item)
    .filter((key) => !kept.includes(key) && item[key] !== undefined)
    .map((key) => `${key}: not kept by this site`);
}

function parseInto<T>(
  schema: z.ZodType<T>,
  input: Record<string, unknown>,
  path: string,
  sourceOf: Record<string, string>,
  problems: FieldError[],
): T | undefined {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const source = sourceOf[String(issue.path[0] ?? '')];
    problems.push({ path: source ? `${path}.${source}` : path, message: issue.message });
  }
  return undefined;
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? JSON.stringify([...a].map(String).sort()) === JSON.stringify([...b].map(String).sort())
    : (a ?? null) === (b ?? null);

function report(plans: Plan[], dryRun: boolean): ImportReport {
  const empty = (): ImportCounts => ({ create: 0, update: 0, unchanged: 0, skip: 0 });
  const counts = empty();
  const bySection = new Map<ImportSection, ImportCounts>();
  const items = plans.map(({ item }) => ({ reason: null, fields: [], notes: [], ...item }));
  for (const item of items) {
    counts[item.action] += 1;
    const section = bySection.get(item.section) ?? empty();
    section[item.action] += 1;
    bySection.set(item.section, section);
  }
  return {
    dryRun,
    counts,
    sections: IMPORT_SECTIONS.filter((section) => bySection.has(section)).map((section) => ({
      section,
      counts: bySection.get(section)!,
    })),
    items,
  };
}

function planWork(
  items: NonNullable<z.infer<typeof jsonResumeDocumentSchema>['work']>,
  plans: Plan[],
  problems: FieldError[],
) {
  const seen = new Map<string, string>();
  const toolByName = new Map(mockDb.tool.all().map((tool) => [nameKey(tool.name), tool]));
  for (const [index, item] of items.entries()) {
    const path = `work.${index}`;
    const company = given(item.name) ?? '';
    const title = given(item.position) ?? '';
    const startAt = startDay(item.startDate);
    const label = [title, company].filter(Boolean).join(' at ') || path;
    const key = nameKey(company, title, startAt);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      plans.push({
        item: {
          section: 'work',
          path,
          label,
          action: 'skip',
          reason: `The same item as ${earlier} of this document`,
        },
      });
      continue;
    }
    seen.set(key, path);
    const notes = leftOut(item, [
      'name',
      'position',
      'location',
      'startDate',
      'endDate',
      'summary',
      'highlights',
      'keywords',
    ]);
    const match = mockDb.experience
      .all()
      .find((row) => nameKey(row.company, row.title, row.startAt) === key);
    const location = given(item.location);
    if (!location && !match) notes.push(`location: none given, set to "${NO_LOCATION}"`);
    if (!match) notes.push('cover: a placeholder image, to replace on the Experiences page');
    const tools = item.keywords?.flatMap((keyword) => {
      const tool = toolByName.get(nameKey(keyword));
      if (!tool) notes.push(`keywords: "${keyword}" is no tool of this site, left out`);
      return tool ? [tool] : [];
    });
    const description = [given(item.summary), ...(item.highlights ?? []).map((line) => `• ${line}`)]
      .filter(Boolean)
      .join('\n');
    const input: Record<string, unknown> = {
      company,
      title,
      location: location ?? NO_LOCATION,
      cover: IMPORTED_COVER,
      startAt: startAt ?? '',
      endAt: endDay(item.endDate) ?? null,
      description,
      tools: [...new Set((tools ?? []).map((tool) => tool.toolId))],
    };
    const sourceOf = {
      company: 'name',
      title: 'position',
      location: 'location',
      startAt: 'startDate',
      endAt: 'endDate',
      description: 'summary',
      tools: 'keywords',
    };
    const updated = [
      ...(location ? ['location'] : []),
      'endAt',
      'description',
      ...(tools ? ['tools'] : []),
    ];
    const current = match ? { ...match, tools: match.tools.map((tool) => tool.toolId) } : undefined;
    const merged = current
      ? { ...current, ...Object.fromEntries(updated.map((f) => [f, input[f]])) }
      : input;
    const parsed = parseInto(experienceInputSchema, merged, path, sourceOf, problems);
    if (!parsed) continue;
    const row = {
      ...parsed,
      endAt: parsed.endAt ?? null,
      tools: mockDb.tool.all().filter((tool) => parsed.tools.includes(tool.toolId)),
    };
    if (!match || !current) {
      plans.push({
        item: { section: 'work', path, label, action: 'create', notes },
        apply: () => mockDb.experience.insert(row),
      });
      continue;
    }
    const fields = updated.filter(
      (field) =>
        !same(current[field as keyof typeof current], (parsed as Record<string, unknown>)[field]),
    );
    plans.push({
      item: {
        section: 'work',
        path,
        label,
        action: fields.length ? 'update' : 'unchanged',
        fields,
        notes,
      },
      apply: fields.length ? () => Object.assign(match, row) : undefined,
    });
  }
}

function planCertificates(
  items: NonNullable<z.infer<typeof jsonResumeDocumentSchema>['certificates']>,
  plans: Plan[],
  problems: FieldError[],
) {
  const seen = new Map<string, string>();
  for (const [index, item] of items.entries()) {
    const path = `certificates.${index}`;
    const name = given(item.name) ?? '';
    const issuer = given(item.issuer) ?? '';
    const label = [name, issuer && `(${issuer})`].filter(Boolean).join(' ') || path;
    const key = nameKey(name, issuer);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      plans.push({
        item: {
          section: 'certificates',
          path,
          label,
          action: 'skip',
          reason: `The same item as ${earlier} of this document`,
        },
      });
      continue;
    }
    seen.set(key, path);
    const url = given(item.url);
    const input = { name, issuer, issuedAt: startDay(item.date) ?? '', link: url ?? null };
    const match = mockDb.certification.all().find((row) => nameKey(row.name, row.issuer) === key);
    const updated = ['issuedAt', ...(url ? ['link'] : [])];
    const merged = match
      ? { ...match, ...Object.fromEntries(updated.map((f) => [f, input[f as keyof typeof input]])) }
      : input;
    const sourceOf = { name: 'name', issuer: 'issuer', issuedAt: 'date', link: 'url' };
    const parsed = parseInto(certificationInputSchema, merged, path, sourceOf, problems);
    if (!parsed) continue;
    const notes = leftOut(item, ['name', 'issuer', 'date', 'url']);
    if (!match) {
      plans.push({
        item: { section: 'certificates', path, label, action: 'create', notes },
        apply: () => mockDb.certification.insert(parsed),
      });
      continue;
    }
    const fields = updated.filter(
      (field) => !same(match[field as keyof typeof match], parsed[field as keyof typeof parsed]),
    );
    plans.push({
      item: {
        section: 'certificates',
        path,
        label,
        action: fields.length ? 'update' : 'unchanged',
        fields,
        notes,
      },
      apply: fields.length ? () => Object.assign(match, parsed) : undefined,
    });
  }
}

export const importHandlers = [
  http.post('/api/import/json-resume', async ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const flag = new URL(request.url).searchParams.get('dryRun');
    if (flag !== null && flag !== 'true' && flag !== 'false') {
      return response(400).json(
        envelope(400, 'Invalid input', [
          { path: 'dryRun', message: 'dryRun must be true or false' },
        ]),
      );
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return response(400).json(envelope(400, 'Malformed JSON body'));
    }
    const parsed = jsonResumeDocumentSchema.safeParse(body);
    if (!parsed.success) {
      return response(400).json(
        envelope(400, 'Not a JSON Resume document', fieldErrors(parsed.error).slice(0, 100)),
      );
    }
    const document = parsed.data;
    const plans: Plan[] = [];
    const problems: FieldError[] = [];
    if (document.work) planWork(document.work, plans, problems);
    if (document.certificates) planCertificates(document.certificates, plans, problems);
    planDeclaredSections(document, plans, problems);
    for (const section of UNSUPPORTED_SECTIONS) {
      for (const index of (document[section] as unknown[] | undefined)?.keys() ?? []) {
        plans.push({
          item: {
            section,
            path: `${section}.${index}`,
            label: `${section} ${index + 1}`,
            action: 'skip',
            reason: NO_SUCH_SECTION,
          },
        });
      }
    }
    if (problems.length > 0) {
      return response(400).json(
        envelope(
          400,
          "Some items break the site's rules: nothing was imported",
          problems.slice(0, 100),
        ),
      );
    }
    const dryRun = flag === 'true';
    if (!dryRun) for (const plan of plans) plan.apply?.();
    return response(200).json(report(plans, dryRun));
  }),
];
