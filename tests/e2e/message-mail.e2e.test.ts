import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtpServer } from '../server/support/smtp-server';
import {
  type AppProcess,
  E2E_ADMIN_PASSWORD,
  freePort,
  startAppProcess,
} from './support/app-process';
import { type BrowserSession, launchBrowser, screenshot, watchConsole } from './support/browser';

/**
 * A visitor writes through the contact form; the owner gets the notice
 * from a real SMTP server the test starts (smtp-server), follows its link
 * into the inbox, sees the notice went out, and answers from the inbox;
 * the answer reaches the same SMTP server. The built server, as `npm start`
 * runs it, and Debian's Chromium.
 */

const OWNER = 'owner@ada.example';
const VISITOR = { name: 'Charles Babbage', email: 'charles@example.com' };
const TEXT = 'Hello Ada,\nshall we build an engine together?';

let smtp: TestSmtpServer;
let app: AppProcess;
let session: BrowserSession;
let page: Page;
let problems: string[];

beforeAll(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  app = await startAppProcess({
    port,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Ada Portfolio <site@ada.example>',
      NOTIFY_EMAIL: OWNER,
      // The link in the notice must lead to this very server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  session = await launchBrowser();
  page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
  problems = watchConsole(page);
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
  await smtp?.stop();
});

/** Waits for running animations (dialogs fade in) before a full-page shot. */
async function shot(name: string) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await screenshot(page, name);
}

describe('a new message by mail, and the answer from the inbox', () => {
  let link = '';

  it('mails the owner a notice of a message sent through the contact form', async () => {
    await page.goto(`${app.url}/`);
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill(VISITOR.name);
    await form.getByLabel('Email').fill(VISITOR.email);
    await form.getByLabel('Message').fill(TEXT);
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent successfully!').waitFor();

    const [notice] = await smtp.waitForMails(1);
    expect(notice!.envelopeTo).toEqual([OWNER]);
    expect(notice!.mail.subject).toBe(`New message from ${VISITOR.name}`);
    expect(notice!.mail.replyTo?.value).toEqual([{ name: VISITOR.name, address: VISITOR.email }]);
    expect(notice!.mail.text).toContain(TEXT);
    link = /Open it in the inbox: (\S+)/.exec(notice!.mail.text ?? '')?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${app.url}/admin/messages\\?open=\\d+$`));
  });

  it('opens the message from the link, showing the notice went out', async () => {
    await page.goto(`${app.url}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');

    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: 'Message' });
    await dialog.getByText(TEXT.split('\n')[0]!).waitFor();
    await dialog.getByText(/^Notice mailed \d\d\.\d\d\.\d{4} \d\d:\d\d$/).waitFor();
    // The link did its work: the address no longer carries it.
    expect(new URL(page.url()).search).toBe('');
    await shot('message-mail-dialog-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const row = page.getByRole('row').filter({ hasText: VISITOR.name });
    await row.getByText('Mailed', { exact: true }).waitFor();
    await shot('message-mail-inbox-1280');
  });

  it('sends a reply by mail, quoting the message, and shows it with the message', async () => {
    await page.getByRole('button', { name: `Open message from ${VISITOR.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Message' });
    await dialog.getByRole('button', { name: 'Reply' }).click();
    const form = page.getByRole('dialog', { name: `Reply to ${VISITOR.name}` });
    await form.getByLabel('Reply').fill('Gladly, Charles.\nTuesday at ten?');
    await shot('message-mail-reply-1280');
    await form.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply sent').waitFor();
    await form.waitFor({ state: 'detached' });

    const replies = dialog.getByRole('region', { name: 'Replies' });
    await replies.getByText('Gladly, Charles.', { exact: false }).waitFor();
    await replies.getByText(/by admin$/).waitFor();

    const mails = await smtp.waitForMails(2);
    const answer = mails[1]!;
    expect(answer.envelopeTo).toEqual([VISITOR.email]);
    expect(answer.mail.from?.value).toEqual([
      { name: 'Ada Portfolio', address: 'site@ada.example' },
    ]);
    expect(answer.mail.subject).toMatch(/^Re: Your message to /);
    expect(answer.mail.text).toMatch(
      /^Gladly, Charles\.\nTuesday at ten\?\n\nOn .+ UTC, Charles Babbage <charles@example\.com> wrote:\n> Hello Ada,\n> shall we build an engine together\?\n$/,
    );
    await shot('message-mail-replied-1280');
  });

  it('fits a phone: the inbox, the message and the reply form at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/admin/messages`);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await page.getByText('Mailed', { exact: true }).waitFor();
    await shot('message-mail-inbox-390');
    await page.getByRole('button', { name: `Open message from ${VISITOR.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Message' });
    await dialog.getByRole('region', { name: 'Replies' }).waitFor();
    await shot('message-mail-dialog-390');
    await dialog.getByRole('button', { name: 'Reply' }).click();
    await page.getByRole('dialog', { name: `Reply to ${VISITOR.name}` }).waitFor();
    await shot('message-mail-reply-390');
    // Nothing on the page scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
