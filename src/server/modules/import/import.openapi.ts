import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { plainRoutes } from '../../../shared/api-routes';
import {
  importReportSchema,
  JSON_RESUME_MAX_BYTES,
  JSON_RESUME_MAX_ITEMS,
  JSON_RESUME_MAX_SECTION_ITEMS,
} from '../../../shared/json-resume-import';
import { resumeImportSections } from '../content-sections';
import { jsonResumeDocumentSchema } from './import-document';

const ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' } as const;
const MAX_MB = JSON_RESUME_MAX_BYTES / 1024 / 1024;

function errors(statuses: Record<number, string>): ZodOpenApiOperationObject['responses'] {
  return Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: ENVELOPE } } },
    ]),
  ) as ZodOpenApiOperationObject['responses'];
}

/** "a, b and c" */
function listed(parts: readonly string[]): string {
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
    : (parts[0] ?? '');
}

/**
 * What the route does, from each module's resume section: what it creates,
 * its natural keys (nouns with the same key said once), and how its items
 * count toward the limits.
 */
function description(): string {
  const imports = resumeImportSections.map((section) => section.import);
  const creates = imports.map((section) => section.describe.creates);
  const byKey = new Map<string, string[]>();
  for (const { noun, key } of imports.flatMap((section) => section.describe.keys)) {
    byKey.set(key, [...(byKey.get(key) ?? []), noun]);
  }
  const keys = [...byKey].map(([key, nouns]) => `${listed(nouns)}: ${key}`).join('; ');
  const counted = resumeImportSections.filter((section) => !section.import.size);
  const sized = resumeImportSections.filter((section) => section.import.size);
  const entries = [
    ...counted.map((section) => `\`${section.key}\``),
    '`basics.profiles`',
    'each skipped section',
  ];
  const sizes = sized
    .map((section) => `; for \`${section.key}\` ${section.import.size?.text}`)
    .join('');
  return `Creates ${creates.join(', ')} and the owner's variables (\`basics\`: name, label as title, email, summary as about, image, url, and the GitHub, LinkedIn and Instagram profiles). An item whose natural key the site already has (${keys}) updates that row where the document says something else, so a second import creates nothing. Partial dates: a start is the first day of its year or month, an end the last. Everything is written in one transaction: any item breaking the site's rules answers 400 with the paths of the problems and writes nothing. With \`dryRun=true\` nothing is written either way and the answer says what would be created, updated, left unchanged and skipped (with the reason). Body up to ${MAX_MB} MB, with at most ${JSON_RESUME_MAX_SECTION_ITEMS} items in a section (the entries of ${listed(entries)}${sizes}) and ${JSON_RESUME_MAX_ITEMS} in all: a file over either limit answers 413 naming it, before anything is read or written.`;
}

/** A fresh operation each time: the document builder edits operations in place. */
function importOperation(): ZodOpenApiOperationObject {
  return {
    operationId: 'import-json-resume',
    summary: 'Import a CV in the JSON Resume schema',
    description: description(),
    tags: ['Export'],
    security: [{ sessionCookie: [] }, { bearerToken: [] }],
    parameters: [
      {
        in: 'query',
        name: 'dryRun',
        required: false,
        schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
        description: 'true: report what the import would do, and write nothing',
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: jsonResumeDocumentSchema } },
    },
    responses: {
      200: {
        description: 'What was (or, in a dry run, would be) written, item by item',
        content: { 'application/json': { schema: importReportSchema } },
      },
      ...errors({
        400: "Not a JSON Resume document, JSON nested over 32 levels or holding over 50,000 values (refused before it is parsed), or items that break the site's rules: `errors` names each problem by its path in the document (`work.0.startDate`); nothing written",
        401: 'Not signed in, or the session expired',
        403: 'Cross-site write refused, or a read-only API token',
        413: `JSON body over ${MAX_MB} MB, or more than ${JSON_RESUME_MAX_SECTION_ITEMS} items in a section or ${JSON_RESUME_MAX_ITEMS} in all: the message names the limit, \`errors\` each section over it; nothing written`,
        415: 'Body sent with a content type other than application/json',
        500: 'Unexpected server fault',
      }),
    },
  };
}

/** The import is a plain Express route (import.routes.ts), described here for openapi.json. */
export function importOpenApiPaths(): ZodOpenApiPathsObject {
  return { [plainRoutes.jsonResumeImport.path]: { post: importOperation() } };
}
