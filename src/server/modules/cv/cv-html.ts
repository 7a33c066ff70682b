import { escapeHtml, isWebUrl } from '../content/cv-fields';
import type { CvContent } from './cv.service';

function section(title: string, body: string): string {
  return body ? `<section><h2>${escapeHtml(title)}</h2>${body}</section>` : '';
}

function contactLinks(variables: Record<string, string>): string {
  const items: string[] = [];
  const email = variables.email?.trim();
  if (email) {
    items.push(
      `<li><a href="mailto:${escapeHtml(encodeURI(email))}">${escapeHtml(email)}</a></li>`,
    );
  }
  for (const [key, label] of [
    ['github', 'GitHub'],
    ['linkedin', 'LinkedIn'],
    ['instagram', 'Instagram'],
  ] as const) {
    const value = variables[key]?.trim();
    if (!value) continue;
    const shown = `${escapeHtml(label)}: ${escapeHtml(value.replace(/^https?:\/\/(www\.)?/i, ''))}`;
    items.push(
      isWebUrl(value)
        ? `<li><a href="${escapeHtml(value)}">${shown}</a></li>`
        : `<li>${shown}</li>`,
    );
  }
  return items.length ? `<ul class="contact">${items.join('')}</ul>` : '';
}

const STYLES = `
@page { size: A4; margin: 16mm 15mm; }
* { box-sizing: border-box; }
html { font: 10.5pt/1.45 "Helvetica Neue", Arial, sans-serif; color: #1b1f24; background: #fff; }
body { margin: 0 auto; max-width: 210mm; padding: 16mm 15mm; }
h1 { font-size: 22pt; margin: 0; line-height: 1.15; }
.subtitle { font-size: 12pt; color: #4a5563; margin: 2pt 0 6pt; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: .08em; color: #2f5d8a;
  border-bottom: 1px solid #c9d3de; padding-bottom: 2pt; margin: 14pt 0 6pt; }
h3 { font-size: 10.5pt; margin: 0; }
p { margin: 0 0 4pt; }
ul { margin: 0; padding-left: 14pt; }
.contact { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 2pt 14pt; color: #4a5563; }
.contact a, a { color: inherit; }
.about { margin-top: 8pt; }
.entry { margin-bottom: 8pt; break-inside: avoid; page-break-inside: avoid; }
.entry-head { display: flex; justify-content: space-between; gap: 8pt; }
.meta { color: #4a5563; white-space: nowrap; }
.detail { color: #4a5563; }
.description { white-space: pre-line; }
.skills dt { font-weight: 600; }
.skills dd { margin: 0 0 4pt; }
h2 { break-after: avoid; page-break-after: avoid; }
@media print { body { padding: 0; max-width: none; } a { text-decoration: none; } }
`;

/**
 * A print-ready CV from the site's content: one A4-styled page the visitor
 * can print or save as PDF. Every value is escaped except `aboutHtml`, the
 * owner's HTML, which the caller has already sanitized as on the public page.
 */
export function renderCvHtml(content: CvContent, aboutHtml: string): string {
  const { variables } = content;
  const name = variables.name?.trim();
  const title = variables.title?.trim() ?? '';
  const heading = name || title || 'Curriculum Vitae';
  const subtitle = name && title ? `<p class="subtitle">${escapeHtml(title)}</p>` : '';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} – CV</title>
<style>${STYLES}</style>
</head>
<body>
<header>
<h1>${escapeHtml(heading)}</h1>
${subtitle}
${contactLinks(variables)}
${aboutHtml ? `<div class="about">${aboutHtml}</div>` : ''}
</header>
<main>
${content.sections.map(({ title, html }) => section(title, html)).join('\n')}
</main>
</body>
</html>
`;
}
