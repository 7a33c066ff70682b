import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type ImportAction,
  type ImportCounts,
  type ImportItem,
  type ImportReport,
  type ImportSection,
  JSON_RESUME_MAX_ITEMS,
  JSON_RESUME_MAX_SECTION_ITEMS,
} from '../../../shared/json-resume-import';
import { JSON_RESUME_IMPORT_SECTIONS } from '../../../shared/json-resume-sections';
import { type ApiError, toApiError } from '../../lib/api-error';
import { Button } from '../../ui/button';
import { cx } from '../../ui/class-names';
import { TextArea } from '../../ui/form-controls';
import { PageHeader } from '../page-header';
import { signOut } from '../shell/session';
import { usePageTitle } from '../use-page-title';
import { sendImport } from './send-import';

/**
 * How each section reads on the page, and the admin page that manages it:
 * written from the server's content registry (`npm run openapi`).
 */
const SECTIONS = Object.fromEntries(
  JSON_RESUME_IMPORT_SECTIONS.map((entry) => [
    entry.section,
    { title: entry.title, page: 'page' in entry ? entry.page : undefined },
  ]),
) as Record<ImportSection, { title: string; page?: string }>;

const ACTION_LABELS: Record<ImportAction, string> = {
  create: 'New',
  update: 'Changed',
  unchanged: 'Unchanged',
  skip: 'Skipped',
};

/** The counts as a sentence: "3 new, 1 changed, 2 unchanged, 4 skipped". */
function countsText(counts: ImportCounts): string {
  return [
    `${counts.create} new`,
    `${counts.update} changed`,
    `${counts.unchanged} unchanged`,
    `${counts.skip} skipped`,
  ].join(', ');
}

const PASTED = 'the pasted JSON';

/** A file's text, read with FileReader, which every browser (and jsdom) has. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** What the owner has given: the file's or the pasted text, and where it came from. */
interface Source {
  text: string;
  name: string;
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'checked'; report: ImportReport }
  | { kind: 'problems'; error: ApiError }
  | { kind: 'imported'; report: ImportReport };

function ItemDetails({ item }: { item: ImportItem }) {
  const details = [
    item.reason,
    item.fields.length > 0 ? `Changes ${item.fields.join(', ')}` : null,
    ...item.notes,
  ].filter((detail): detail is string => Boolean(detail));
  if (details.length === 0) return null;
  return (
    <ul className="import-item-details">
      {details.map((detail) => (
        <li key={detail}>{detail}</li>
      ))}
    </ul>
  );
}

function ReportSections({ report }: { report: ImportReport }) {
  return (
    <div className="import-sections">
      {report.sections.map(({ section, counts }) => {
        const items = report.items.filter((item) => item.section === section);
        return (
          <section key={section} className="import-section" aria-label={SECTIONS[section].title}>
            <h3 className="import-section-title">
              {SECTIONS[section].title}
              <span className="import-section-counts">{countsText(counts)}</span>
            </h3>
            <ul className="import-items">
              {items.map((item) => (
                <li key={item.path} className="import-item">
                  <span className={cx('import-action', `import-action--${item.action}`)}>
                    {ACTION_LABELS[item.action]}
                  </span>
                  <span className="import-item-body">
                    <span className="import-item-label">{item.label}</span>
                    <ItemDetails item={item} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Links to the pages the import wrote to, and to the public site. */
function AffectedPages({ report }: { report: ImportReport }) {
  const pages = report.sections
    .filter(({ counts }) => counts.create + counts.update > 0)
    .flatMap(({ section }) => {
      const { title, page } = SECTIONS[section];
      return page ? [{ title, page }] : [];
    });
  return (
    <ul className="import-links" aria-label="Pages with imported items">
      {pages.map(({ title, page }) => (
        <li key={page}>
          <Link to={`/admin/${page}`}>{title}</Link>
        </li>
      ))}
      <li>
        <a href="/" target="_blank" rel="noreferrer">
          The public site
        </a>
      </li>
    </ul>
  );
}

/**
 * Imports a CV in the JSON Resume format in two steps: a dry run shows what
 * would be created, changed and skipped (or the document's problems, by
 * their paths), and only then does "Import" write it, all or nothing.
 */
export function ImportPage() {
  usePageTitle('Import');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<Source | null>(null);
  const [pasted, setPasted] = useState('');
  /** What the dry run shown was made of: "Import" sends exactly this. */
  const [checked, setChecked] = useState<Source | null>(null);
  const [inputError, setInputError] = useState<string | undefined>();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A new key empties the file input, which React cannot set.
  const [formKey, setFormKey] = useState(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fileId = useId();
  const fileHintId = `${fileId}-hint`;

  // The outcome's heading takes the focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (stage.kind !== 'idle') resultHeading.current?.focus();
  }, [stage]);

  const fail = (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.isUnauthorized) {
      signOut(queryClient);
      return;
    }
    setStage({ kind: 'problems', error: apiError });
    setAnnouncement(
      apiError.errors?.length
        ? `${apiError.message}: ${apiError.errors.length} problem${apiError.errors.length === 1 ? '' : 's'}`
        : apiError.message,
    );
  };

  async function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    setStage({ kind: 'idle' });
    setInputError(undefined);
    setFile(picked ? { text: await readText(picked), name: picked.name } : null);
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    // Pasted text, when there is some, is what the owner means; else the chosen file.
    const given = pasted.trim() ? { text: pasted, name: PASTED } : file;
    if (!given) {
      setInputError('Choose a .json file or paste the JSON');
      return;
    }
    try {
      JSON.parse(given.text);
    } catch {
      setInputError(`${given.name === PASTED ? 'The pasted text' : given.name} is not JSON`);
      return;
    }
    setInputError(undefined);
    setBusy('check');
    try {
      const report = await sendImport(given.text, true);
      setChecked(given);
      setStage({ kind: 'checked', report });
      setAnnouncement(`Checked: ${countsText(report.counts)}. Nothing is written yet.`);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!checked) return;
    setBusy('import');
    try {
      const report = await sendImport(checked.text, false);
      setStage({ kind: 'imported', report });
      setAnnouncement(`Imported: ${countsText(report.counts)}`);
      // Every list may show something new.
      await queryClient.invalidateQueries();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  function startOver() {
    setStage({ kind: 'idle' });
    setChecked(null);
    setFile(null);
    setPasted('');
    setAnnouncement('');
    setFormKey((key) => key + 1);
  }

  return (
    <>
      <PageHeader
        title="Import"
        description="Bring in a CV in the JSON Resume format, such as another site's export or Reactive Resume's. You see what would change before anything is written."
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {stage.kind !== 'imported' ? (
        <form key={formKey} className="admin-card import-form" onSubmit={check} noValidate>
          <div className="ui-field">
            <div className="ui-field-label-row">
              <label htmlFor={fileId} className="ui-field-label">
                JSON Resume file
              </label>
            </div>
            <input
              id={fileId}
              type="file"
              accept=".json,application/json"
              className="import-file"
              aria-describedby={fileHintId}
              onChange={(event) => void pickFile(event)}
            />
            <p id={fileHintId} className="ui-field-hint">
              {file
                ? `Chosen: ${file.name}`
                : `A .json file of up to 5 MB, ${JSON_RESUME_MAX_ITEMS.toLocaleString('en')} items (${JSON_RESUME_MAX_SECTION_ITEMS} in a section)`}
            </p>
          </div>
          <TextArea
            label="Or paste the JSON"
            rows={6}
            value={pasted}
            className="import-paste"
            spellCheck={false}
            error={inputError}
            onChange={(event) => {
              setPasted(event.target.value);
              setStage({ kind: 'idle' });
            }}
          />
          <div className="import-actions">
            <Button type="submit" variant="outlined" busy={busy === 'check'}>
              Check
            </Button>
          </div>
        </form>
      ) : null}

      {stage.kind === 'checked' ? (
        <section className="admin-card import-result" aria-labelledby={`${fileId}-result`}>
          <h2 id={`${fileId}-result`} ref={resultHeading} tabIndex={-1} className="import-title">
            What the import would do
          </h2>
          <p className="import-summary">
            {countsText(stage.report.counts)}. Nothing is written until you import.
          </p>
          <ReportSections report={stage.report} />
          <div className="import-actions">
            <Button onClick={() => void apply()} busy={busy === 'import'}>
              Import
            </Button>
            <Button variant="text" tone="neutral" onClick={startOver}>
              Cancel
            </Button>
          </div>
        </section>
      ) : null}

      {stage.kind === 'problems' ? (
        <section
          className="admin-card import-result import-result--problems"
          aria-labelledby={`${fileId}-problems`}
        >
          <h2 id={`${fileId}-problems`} ref={resultHeading} tabIndex={-1} className="import-title">
            {stage.error.message}
          </h2>
          {stage.error.errors?.length ? (
            <>
              <p className="import-summary">Nothing was written. Fix these in the document:</p>
              <ul className="import-problems">
                {stage.error.errors.map((problem) => (
                  <li key={`${problem.path}:${problem.message}`}>
                    <code>{problem.path}</code> {problem.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      {stage.kind === 'imported' ? (
        <section className="admin-card import-result" aria-labelledby={`${fileId}-done`}>
          <h2 id={`${fileId}-done`} ref={resultHeading} tabIndex={-1} className="import-title">
            Imported
          </h2>
          <p className="import-summary">{countsText(stage.report.counts)}.</p>
          <AffectedPages report={stage.report} />
          <ReportSections report={stage.report} />
          <div className="import-actions">
            <Button variant="outlined" onClick={startOver}>
              Import another
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );
}
