import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backoffMs } from '../../src/server/modules/message/notification-worker';
import { loadSettings, maskSmtpUrl } from '../../src/server/settings';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-mail-settings-'));
const mail = {
  SMTP_URL: 'smtp://user:s3cret@mail.example.com:587',
  MAIL_FROM: 'Ada <site@ada.example>',
  PUBLIC_URL: 'https://ada.example',
};

describe('mail settings', () => {
  it('are off unless SMTP_URL and MAIL_FROM are set', () => {
    expect(loadSettings({ DATA_DIR: dataDir }).mail).toBeUndefined();
  });

  it('read SMTP_URL, MAIL_FROM and NOTIFY_EMAIL, with the retry defaults', () => {
    expect(loadSettings({ DATA_DIR: dataDir, ...mail }).mail).toEqual({
      smtpUrl: mail.SMTP_URL,
      from: 'Ada <site@ada.example>',
      notifyTo: undefined,
      retryBaseMs: 30_000,
      maxAttempts: 10,
    });
    const given = loadSettings({
      DATA_DIR: dataDir,
      ...mail,
      SMTP_URL: 'smtps://mail.example.com',
      MAIL_FROM: 'site@ada.example',
      NOTIFY_EMAIL: 'me@ada.example',
      MAIL_RETRY_SECONDS: '0.5',
      MAIL_MAX_ATTEMPTS: '3',
    }).mail;
    expect(given).toMatchObject({
      from: 'site@ada.example',
      notifyTo: 'me@ada.example',
      retryBaseMs: 500,
      maxAttempts: 3,
    });
    const quoted = loadSettings({
      DATA_DIR: dataDir,
      ...mail,
      MAIL_FROM: '"Ada L." <a@b.example>',
    });
    expect(quoted.mail?.from).toBe('"Ada L." <a@b.example>');
  });

  it.each([
    [{ SMTP_URL: mail.SMTP_URL }, /^Invalid setting MAIL_FROM: required when SMTP_URL is set$/],
    [{ MAIL_FROM: mail.MAIL_FROM }, /^Invalid setting SMTP_URL: required when MAIL_FROM is set$/],
    [{ NOTIFY_EMAIL: 'me@ada.example' }, /^Invalid setting SMTP_URL: required when NOTIFY_EMAIL/],
    [
      { SMTP_URL: mail.SMTP_URL, MAIL_FROM: mail.MAIL_FROM },
      /^Invalid setting PUBLIC_URL: required when SMTP_URL is set/,
    ],
    [{ ...mail, SMTP_URL: 'https://mail.example.com' }, /^Invalid setting SMTP_URL: must be an/],
    [{ ...mail, SMTP_URL: 'smtp://' }, /^Invalid setting SMTP_URL: /],
    [{ ...mail, MAIL_FROM: 'not an address' }, /^Invalid setting MAIL_FROM: /],
    [{ ...mail, MAIL_FROM: 'a@b.example, c@d.example' }, /^Invalid setting MAIL_FROM: /],
    [{ ...mail, MAIL_FROM: 'Ada <a@b.example>\r\nBcc: x@y.example' }, /^Invalid setting MAIL_FROM/],
    [{ ...mail, NOTIFY_EMAIL: 'Ada <a@b.example>' }, /^Invalid setting NOTIFY_EMAIL: /],
    [{ ...mail, MAIL_RETRY_SECONDS: '0' }, /^Invalid setting MAIL_RETRY_SECONDS: /],
    [{ ...mail, MAIL_MAX_ATTEMPTS: '1.5' }, /^Invalid setting MAIL_MAX_ATTEMPTS: /],
  ])('refuse %j with one line naming the setting', (env, message) => {
    expect(() => loadSettings({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('never show the SMTP password in a refusal or a log line', () => {
    let refusal = '';
    try {
      loadSettings({ DATA_DIR: dataDir, SMTP_URL: mail.SMTP_URL, MAIL_FROM: 'nope' });
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).toMatch(/^Invalid setting MAIL_FROM/);
    expect(refusal).not.toContain('s3cret');
    expect(maskSmtpUrl(mail.SMTP_URL)).toBe('smtp://user:***@mail.example.com:587');
    expect(maskSmtpUrl('smtps://mail.example.com')).toBe('smtps://mail.example.com');
  });
});

describe('retry back-off', () => {
  it('doubles from the base after each failed try, up to an hour', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffMs(30_000, attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(backoffMs(30_000, 8)).toBe(3_600_000);
    expect(backoffMs(30_000, 40)).toBe(3_600_000);
  });
});
