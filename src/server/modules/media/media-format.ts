import path from 'node:path';
import { MEDIA_NAME_PATTERN } from '../../../shared/media';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes as people read them: 512 B, 1.5 KB, 1.4 MB (binary multiples, one decimal). */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${text} ${UNITS[unit]}`;
}

const MAX_NAME = 256;

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Accents become their base letter: "Résumé" -> "resume".
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/([._-])[._-]+/g, '$1')
      .replace(/^[._-]+|[._-]+$/g, '')
  );
}

/**
 * The default media name: a URL-safe slug of the original file name that keeps
 * its extension ("My CV (2024).PDF" -> "my-cv-2024.pdf"). A name with nothing
 * usable left becomes "file".
 */
export function defaultMediaName(originalName: string): string {
  const base = path.basename(originalName.replaceAll('\\', '/'));
  const extension = path.extname(base);
  const extensionSlug = slug(extension.slice(1)).replace(/[._]/g, '').slice(0, 16);
  const stem = slug(extension ? base.slice(0, -extension.length) : base) || 'file';
  const suffix = extensionSlug ? `.${extensionSlug}` : '';
  const name = `${stem.slice(0, MAX_NAME - suffix.length).replace(/[._-]+$/, '')}${suffix}`;
  return MEDIA_NAME_PATTERN.test(name) ? name : 'file';
}
