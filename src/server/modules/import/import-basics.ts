import type { ResumeBasicsInput } from '../../../shared/json-resume-import';
import { variableCreateSchema } from '../../../shared/variable';
import { AppError } from '../../trpc/errors';
import { webUrl } from '../content/resume-fields';
import type { ImportContext } from '../content/resume-import';
import { htmlToText } from '../site/plain-text';
import { markdownToHtml } from '../variable/about-html';
import { ABOUT_KEY } from '../variable/about-store';
import { VariableEntity } from '../variable/variable.entity';
import { variableService } from '../variable/variable.service';
import type { ImportRun } from './import-run';
import { given, sameWords, summaryToHtml } from './resume-values';

/** The social links the site shows, by JSON Resume's network name (any case). */
const NETWORK_VARIABLES: Record<string, string> = {
  github: 'github',
  linkedin: 'linkedin',
  instagram: 'instagram',
};

/** The `email` format of ajv-formats, as JSON Resume validators check it. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const KEPT = ['name', 'label', 'email', 'summary', 'image', 'url', 'profiles'];

interface VariableWrite {
  path: string;
  key: string;
  value: string;
  /** What the stored value is compared by: the About HTML by its words. */
  unchanged?: (stored: string) => boolean;
  /** The value written: the About text becomes paragraphs of HTML. */
  stored?: string;
}

/**
 * `basics` → the owner's variables: name, label → title, email, summary →
 * about, image, url, and the profiles of the networks the site links to.
 * A variable the site lacks is made (public text); one the document leaves
 * out keeps its value.
 */
export async function importBasics(run: ImportRun, ctx: ImportContext, basics: ResumeBasicsInput) {
  const writes: VariableWrite[] = [];
  const text = (field: 'name' | 'label' | 'email' | 'summary' | 'image' | 'url') =>
    given(basics[field]);

  const name = text('name');
  if (name) writes.push({ path: 'basics.name', key: 'name', value: name });
  const label = text('label');
  if (label) writes.push({ path: 'basics.label', key: 'title', value: label });
  const email = text('email');
  if (email) {
    if (!EMAIL.test(email)) run.problem('basics.email', 'Must be an e-mail address');
    else writes.push({ path: 'basics.email', key: 'email', value: email });
  }
  const summary = text('summary');
  if (summary) {
    writes.push({
      path: 'basics.summary',
      key: ABOUT_KEY,
      value: summary,
      stored: summaryToHtml(summary),
      // The owner's own HTML that reads the same is kept, formatting and all.
      unchanged: (stored) => sameWords(htmlToText(markdownToHtml(stored)), summary),
    });
  }
  for (const field of ['image', 'url'] as const) {
    const value = text(field);
    if (!value) continue;
    if (!webUrl(value)) run.problem(`basics.${field}`, 'Must be an http(s) URL');
    else writes.push({ path: `basics.${field}`, key: field, value });
  }
  for (const [index, profile] of (basics.profiles ?? []).entries()) {
    const path = `basics.profiles.${index}`;
    const network = given(profile.network) ?? '';
    const key = NETWORK_VARIABLES[network.toLowerCase()];
    const value = given(profile.url) ?? given(profile.username);
    if (!key) {
      run.skip(
        'basics',
        path,
        network || path,
        'The site links to GitHub, LinkedIn and Instagram only',
      );
      continue;
    }
    if (!value) {
      run.skip('basics', path, network, 'Neither a URL nor a username');
      continue;
    }
    if (given(profile.url) && !webUrl(value)) {
      run.problem(`${path}.url`, 'Must be an http(s) URL');
      continue;
    }
    writes.push({ path, key, value });
  }
  for (const field of Object.keys(basics)) {
    if (!KEPT.includes(field) && basics[field] !== undefined) {
      run.skip('basics', `basics.${field}`, field, 'The site has no place for it');
    }
  }

  const service = variableService(ctx.em);
  for (const write of writes) {
    await ctx.pace();
    const stored = write.stored ?? write.value;
    const row = await ctx.em.findOne(VariableEntity, { key: write.key });
    const label = `${write.key}: ${write.value.length > 60 ? `${write.value.slice(0, 59)}…` : write.value}`;
    const checked = variableCreateSchema.safeParse({ key: write.key, value: stored });
    if (!checked.success) {
      for (const issue of checked.error.issues) run.problem(write.path, issue.message);
      continue;
    }
    try {
      if (!row) {
        await service.create({ key: write.key, value: stored, type: 'string', private: false });
        run.note('basics', write.path, label, 'create');
      } else if (write.unchanged ? write.unchanged(row.value) : row.value === stored) {
        run.note('basics', write.path, label, 'unchanged');
      } else {
        await service.update(write.key, { value: stored });
        run.note('basics', write.path, label, 'update', { fields: ['value'] });
      }
    } catch (error) {
      // A refusal (a stored type the text does not fit) is the item's problem; a fault is not.
      if (!(error instanceof AppError) || error.httpStatus >= 500) throw error;
      for (const problem of error.errors ?? []) run.problem(write.path, problem.message);
      if (!error.errors?.length) run.problem(write.path, error.message);
    }
  }
}
