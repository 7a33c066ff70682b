import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/server/settings';

/** PUBLIC_URL: the site's public origin for absolute URLs (decision 0016). */
describe('the PUBLIC_URL setting', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-site-settings-'));
  const publicUrl = (value?: string) =>
    loadSettings({ DATA_DIR: dataDir, ...(value === undefined ? {} : { PUBLIC_URL: value }) })
      .publicUrl;

  it('is unset when missing or empty', () => {
    expect(publicUrl()).toBeUndefined();
    expect(publicUrl('')).toBeUndefined();
  });

  it.each([
    ['https://ada.dev', 'https://ada.dev'],
    ['https://ada.dev/', 'https://ada.dev'],
    ['HTTPS://Ada.Dev', 'https://ada.dev'],
    ['http://192.168.1.20:3000', 'http://192.168.1.20:3000'],
    [' https://ada.dev ', 'https://ada.dev'],
  ])('accepts the origin %j as %j', (value, origin) => {
    expect(publicUrl(value)).toBe(origin);
  });

  it.each([
    'ada.dev',
    'ftp://ada.dev',
    'https://ada.dev/portfolio',
    'https://ada.dev/?lang=en',
    'https://ada.dev/#top',
    'https://user:secret@ada.dev',
    'javascript:alert(1)',
  ])('refuses %j with one line naming the setting', (value) => {
    expect(() => publicUrl(value)).toThrow(
      /^Invalid setting PUBLIC_URL: must be an http\(s\) origin without a path/,
    );
  });
});
