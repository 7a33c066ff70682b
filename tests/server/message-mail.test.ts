import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutboxEntity } from '../../src/server/modules/message/message-mail.entity';
import type { InboxMessage, MailStatus, Message } from '../../src/shared/message';
import {
  eventually,
  mailEnv,
  SMTP_PASSWORD,
  startTestSmtp,
  type TestSmtpServer,
} from './support/smtp-server';
import { ApiClient, sameDatabaseAs, startTestServer, type TestServer } from './support/test-server';
import { testDatabaseEnv } from './support/test-database';

/**
 * New messages by mail, against a real SMTP server the tests start
 * (smtp-server from npm, sign-in required) and a real server on this
 * project's database (SQLite or PostgreSQL).
 */

const OWNER = 'owner@ada.example';
const SITE = 'https://ada.example';

let lastAddress = 0;
/** A fresh client address, so the contact form's limit per address never interferes. */
const freshAddress = () => {
  lastAddress += 1;
  return `203.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

function send(server: TestServer, body: Partial<Message> = {}) {
  return new ApiClient(server.url).request<Message>(
    'POST',
    '/api/message',
    { name: 'Grace Hopper', email: 'grace@navy.example', message: 'Hello!', ...body },
    { 'x-forwarded-for': freshAddress() },
  );
}

async function signedIn(server: TestServer): Promise<ApiClient> {
  const admin = new ApiClient(server.url);
  await admin.login();
  return admin;
}

const inboxItem = async (admin: ApiClient, id: number) =>
  (await admin.get<InboxMessage>(`/api/message/${id}`)).body;

/** Waits until the message's notice reaches `status`, and answers the message. */
const noticeIs = (admin: ApiClient, id: number, status: string, timeoutMs?: number) =>
  eventually(async () => {
    const item = await inboxItem(admin, id);
    return item.notification?.status === status ? item : null;
  }, timeoutMs);

const outboxRows = (server: TestServer) => server.orm.em.fork().count(MailOutboxEntity, {});

describe('with SMTP_URL and MAIL_FROM', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({
      ...mailEnv(smtp, SITE),
      TRUST_PROXY: '1',
      MAIL_RETRY_SECONDS: '0.2',
      MAIL_MAX_ATTEMPTS: '5',
    });
    admin = await signedIn(server);
    // No NOTIFY_EMAIL: the owner's `email` variable is where notices go.
    expect((await admin.put('/api/variable/email', { value: OWNER })).status).toBe(200);
    expect((await admin.post('/api/variable', { key: 'name', value: 'Ada Lovelace' })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const reset = () => {
    smtp.mails.length = 0;
    smtp.delayMs = 0;
    smtp.refusing = false;
  };

  it('mails exactly one notice per message: to the owner, Reply-To the sender, with a link to it', async () => {
    reset();
    const sent = await send(server, {
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      message: 'Line one\nLine two: <script>alert(1)</script> & more',
    });
    expect(sent.status).toBe(200);
    const id = sent.body.messageId;
    const [received] = await smtp.waitForMails(1);
    const { mail, envelopeTo, envelopeFrom } = received!;

    expect(envelopeTo).toEqual([OWNER]);
    expect(envelopeFrom).toBe('site@ada.example');
    expect(mail.from?.value).toEqual([{ name: 'Ada Portfolio', address: 'site@ada.example' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : null).toEqual([
      { name: '', address: OWNER },
    ]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Grace Hopper', address: 'grace@navy.example' }]);
    expect(mail.subject).toBe('New message from Grace Hopper');
    expect(mail.messageId).toMatch(/^<notice\.[0-9a-f]{24}@ada\.example>$/);

    const link = `${SITE}/admin/messages?open=${id}`;
    expect(mail.text).toContain('From: Grace Hopper <grace@navy.example>');
    expect(mail.text).toContain('Line one\nLine two: <script>alert(1)</script> & more');
    expect(mail.text).toContain(`Open it in the inbox: ${link}`);
    // The HTML part shows the visitor's text as text.
    expect(mail.html).toContain('Line two: &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`<a href="${link}">`);

    const item = await noticeIs(admin, id, 'sent');
    expect(item.notification).toEqual({
      status: 'sent',
      attempts: 1,
      at: expect.stringMatching(/Z$/),
      nextAttemptAt: null,
    });
    expect(Date.parse(item.notification!.at)).toBeGreaterThanOrEqual(Date.parse(item.createdAt));
    // Nothing more comes for it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.mails).toHaveLength(1);
    // The inbox list carries it too.
    const list = await admin.get<{ items: InboxMessage[] }>('/api/message?limit=1000');
    expect(list.body.items.find((row) => row.messageId === id)?.notification?.status).toBe('sent');
  });

  it('keeps headers whole: line breaks in a name cannot add a header or a recipient', async () => {
    reset();
    const sent = await send(server, { name: 'Eve\r\nBcc: victim@evil.example\r\nX-Evil: 1' });
    expect(sent.status).toBe(200);
    const [received] = await smtp.waitForMails(1);
    expect(received!.envelopeTo).toEqual([OWNER]);
    expect(received!.mail.headers.has('bcc')).toBe(false);
    expect(received!.mail.headers.has('x-evil')).toBe(false);
    expect(received!.mail.subject).toBe('New message from Eve Bcc: victim@evil.example X-Evil: 1');
  });

  it('answers the visitor before the SMTP server has accepted the notice', async () => {
    reset();
    smtp.delayMs = 3000;
    const started = Date.now();
    const sent = await send(server);
    const took = Date.now() - started;
    expect(sent.status).toBe(200);
    expect(took).toBeLessThan(1500);
    expect(smtp.mails).toHaveLength(0);
    // Stored at once, its notice on its way.
    const item = await inboxItem(admin, sent.body.messageId);
    expect(item.message).toBe('Hello!');
    expect(item.notification?.status).toBe('pending');
    await smtp.waitForMails(1);
    await noticeIs(admin, sent.body.messageId, 'sent');
  });

  it('tries again with back-off while the SMTP server refuses, and mails once when it takes it', async () => {
    reset();
    smtp.refusing = true;
    const sent = await send(server);
    const id = sent.body.messageId;
    const waiting = await eventually(async () => {
      const item = await inboxItem(admin, id);
      return item.notification && item.notification.attempts >= 3 ? item : null;
    });
    const { status, attempts, at, nextAttemptAt } = waiting.notification!;
    expect(status).toBe('pending');
    // A try counts when it starts, so at least attempts − 1 have failed. Each
    // wait doubles from 0.2 s: after k failures the next try is at least
    // 0.2 × (2^k − 1) s after queuing (0.6 s after two), where fixed waits give 0.2 × k.
    expect(Date.parse(nextAttemptAt!) - Date.parse(at)).toBeGreaterThanOrEqual(
      200 * (2 ** (attempts - 1) - 1),
    );
    smtp.refusing = false;
    const item = await noticeIs(admin, id, 'sent');
    expect(item.notification?.attempts).toBeGreaterThanOrEqual(attempts);
    expect(smtp.mails).toHaveLength(1);
  });

  it('gives up after MAIL_MAX_ATTEMPTS tries and says so in the inbox', async () => {
    reset();
    smtp.refusing = true;
    const sent = await send(server);
    const item = await noticeIs(admin, sent.body.messageId, 'failed');
    expect(item.notification).toEqual({
      status: 'failed',
      attempts: 5,
      at: expect.stringMatching(/Z$/),
      nextAttemptAt: null,
    });
    smtp.refusing = false;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(smtp.mails).toHaveLength(0);
  });

  it('tells the admin app that mail is on, and from whom', async () => {
    const status = await admin.get<MailStatus>('/api/mail');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ enabled: true, from: 'Ada Portfolio <site@ada.example>' });
    const visitor = await new ApiClient(server.url).get('/api/mail');
    expect(visitor.status).toBe(401);
    // No secret of the SMTP server in any answer.
    expect(JSON.stringify(status.body)).not.toContain(SMTP_PASSWORD);
  });

  describe('reply', () => {
    it('mails the answer to the sender with the original quoted, and keeps it with the message', async () => {
      reset();
      const sent = await send(server, {
        name: 'Grace Hopper',
        email: 'grace@navy.example',
        message: 'Can we meet?\nTuesday works.',
      });
      const id = sent.body.messageId;
      await smtp.waitForMails(1);
      smtp.mails.length = 0;

      const before = Date.now();
      const reply = await admin.post<InboxMessage>(`/api/message/${id}/reply`, {
        text: '  Tuesday at ten, then.\nAda  ',
      });
      expect(reply.status).toBe(200);
      expect(reply.body.replies).toEqual([
        {
          replyId: expect.any(Number),
          text: 'Tuesday at ten, then.\nAda',
          sentAt: expect.stringMatching(/Z$/),
          username: 'admin',
        },
      ]);
      expect(Date.parse(reply.body.replies[0]!.sentAt)).toBeGreaterThanOrEqual(before - 1000);

      const [received] = await smtp.waitForMails(1);
      const { mail, envelopeTo } = received!;
      expect(envelopeTo).toEqual(['grace@navy.example']);
      expect(mail.from?.value).toEqual([{ name: 'Ada Portfolio', address: 'site@ada.example' }]);
      expect(mail.subject).toBe('Re: Your message to Ada Lovelace');
      const created = new Date(sent.body.createdAt).toISOString().slice(0, 16).replace('T', ' ');
      expect(mail.text).toBe(
        `Tuesday at ten, then.\nAda\n\nOn ${created} UTC, Grace Hopper <grace@navy.example> wrote:\n> Can we meet?\n> Tuesday works.\n`,
      );

      // Shown with the message afterwards, in the item and the list.
      expect((await inboxItem(admin, id)).replies).toEqual(reply.body.replies);
      const second = await admin.post<InboxMessage>(`/api/message/${id}/reply`, { text: 'PS' });
      expect(second.body.replies.map((row) => row.text)).toEqual([
        'Tuesday at ten, then.\nAda',
        'PS',
      ]);
    });

    it('refuses a bad reply with the field, and an unknown message with 404, sending nothing', async () => {
      reset();
      const id = (await send(server)).body.messageId;
      await smtp.waitForMails(1);
      smtp.mails.length = 0;
      for (const [body, message] of [
        [{ text: '   ' }, 'Reply is required'],
        [{}, 'Reply is required'],
        [{ text: 42 }, 'Reply is required'],
        [{ text: 'x'.repeat(20_001) }, 'Reply is too long'],
      ] as const) {
        const refused = await admin.post(`/api/message/${id}/reply`, body);
        expect(refused.status, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(refused.body).toEqual({
          statusCode: 400,
          message: 'Invalid input',
          errors: [{ path: 'text', message }],
        });
      }
      expect(
        (await admin.post(`/api/message/${id}/reply`, { text: 'x'.repeat(20_000) })).status,
      ).toBe(200);
      expect(await admin.post('/api/message/999999/reply', { text: 'Hi' })).toMatchObject({
        status: 404,
        body: { statusCode: 404, message: 'Message not found' },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails).toHaveLength(1);
      expect((await inboxItem(admin, id)).replies).toHaveLength(1);
    });

    it('answers 502 and keeps nothing when the SMTP server refuses the reply', async () => {
      reset();
      const id = (await send(server)).body.messageId;
      await smtp.waitForMails(1);
      smtp.refusing = true;
      const refused = await admin.post(`/api/message/${id}/reply`, { text: 'Hello back' });
      expect(refused.status).toBe(502);
      expect(refused.body).toEqual({
        statusCode: 502,
        message: 'The mail server did not accept the reply: it was not sent, try again later',
      });
      expect((await inboxItem(admin, id)).replies).toEqual([]);
    });

    it('answers 404, not a fault, when the message is deleted while its reply is being mailed', async () => {
      reset();
      const id = (await send(server)).body.messageId;
      await smtp.waitForMails(1);
      smtp.delayMs = 1500;
      try {
        const replying = admin.post(`/api/message/${id}/reply`, { text: 'Hello back' });
        // The reply now waits on the mail server; the owner deletes the message meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await admin.delete(`/api/message/${id}`)).status).toBe(200);
        const reply = await replying;
        expect(reply.status).toBe(404);
        expect(reply.body).toMatchObject({ statusCode: 404 });
      } finally {
        smtp.delayMs = 0;
      }
      expect((await admin.get(`/api/message/${id}`)).status).toBe(404);
      expect((await admin.get('/healthz')).status).toBe(200);
    });

    it('is for signed-in admins with a token that may write', async () => {
      reset();
      const id = (await send(server)).body.messageId;
      const visitor = await new ApiClient(server.url).post(`/api/message/${id}/reply`, {
        text: 'Hi',
      });
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ statusCode: 401, message: 'Not signed in' });

      const token = await admin.post<{ token: string }>('/api/token', {
        name: 'reader',
        scope: 'read',
      });
      expect(token.status).toBe(200);
      const reader = await new ApiClient(server.url).request(
        'POST',
        `/api/message/${id}/reply`,
        { text: 'Hi' },
        { authorization: `Bearer ${token.body.token}` },
      );
      expect(reader.status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Only notices to the owner went out: no reply reached the sender.
      expect(smtp.mails.filter((row) => row.envelopeTo.includes('grace@navy.example'))).toEqual([]);
      expect((await inboxItem(admin, id)).replies).toEqual([]);
    });
  });
});

describe('restarts and instances', () => {
  it('mails a notice left pending by a stopped server once the next one starts', async () => {
    const smtp = await startTestSmtp();
    await smtp.stop();
    const first = await startTestServer({
      ...mailEnv(smtp),
      NOTIFY_EMAIL: OWNER,
      MAIL_RETRY_SECONDS: '0.2',
    });
    let second: TestServer | undefined;
    try {
      const sent = await send(first);
      const admin = await signedIn(first);
      // Tried while the SMTP server was down: still pending.
      await eventually(async () => {
        const item = await inboxItem(admin, sent.body.messageId);
        return item.notification && item.notification.attempts >= 1 ? item : null;
      });
      await first.stop();
      await smtp.start();
      second = await startTestServer({
        ...mailEnv(smtp),
        NOTIFY_EMAIL: OWNER,
        ...sameDatabaseAs(first),
      });
      const [received] = await smtp.waitForMails(1);
      expect(received!.envelopeTo).toEqual([OWNER]);
      expect(received!.mail.text).toContain(`?open=${sent.body.messageId}`);
      await noticeIs(await signedIn(second), sent.body.messageId, 'sent');
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await second?.close();
      await first.close();
      await smtp.stop();
    }
  });

  it('two instances on one database mail each of N messages exactly once', async () => {
    const smtp = await startTestSmtp();
    // Each send takes a moment, so both workers are busy at once.
    smtp.delayMs = 30;
    const env = { ...mailEnv(smtp), NOTIFY_EMAIL: OWNER, MESSAGE_RATE_LIMIT: '1000' };
    const first = await startTestServer(env);
    const second = await startTestServer({ ...env, ...sameDatabaseAs(first) });
    try {
      const count = 24;
      const sent = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          send(i % 2 === 0 ? first : second, { name: `Sender ${i}` }),
        ),
      );
      expect(sent.map((response) => response.status)).toEqual(Array(count).fill(200));
      await smtp.waitForMails(count, 30_000);
      // Time for any second copy to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.mails).toHaveLength(count);
      const subjects = smtp.mails.map((row) => row.mail.subject).sort();
      expect(subjects).toEqual(
        Array.from({ length: count }, (_, i) => `New message from Sender ${i}`).sort(),
      );
      expect(new Set(smtp.mails.map((row) => row.mail.messageId)).size).toBe(count);
    } finally {
      await second.close();
      await first.close();
      await smtp.stop();
    }
  }, 60_000);
});

describe('the process', () => {
  it('mails, never logs the SMTP password, and exits promptly on SIGTERM', async () => {
    const smtp = await startTestSmtp();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-mail-main-'));
    const database = await testDatabaseEnv();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'mail-main-pass',
        LOG_LEVEL: 'info',
        ...database.env,
        ...mailEnv(smtp),
        NOTIFY_EMAIL: OWNER,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = /running at (http:\/\/localhost:\d+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', () => reject(new Error(`exited early:\n${output}`)));
      });
      const sent = await new ApiClient(url).post('/api/message', {
        name: 'Grace Hopper',
        email: 'grace@navy.example',
        message: 'Hello!',
      });
      expect(sent.status).toBe(200);
      await smtp.waitForMails(1);

      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const stopping = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The worker's timers hold nothing open: the stop takes no poll or retry wait.
      expect(Date.now() - stopping).toBeLessThan(5000);
      expect(output).toContain('new messages are mailed to the owner');
      expect(output).toContain('smtp://portfolio:***@127.0.0.1');
      expect(output).not.toContain(SMTP_PASSWORD);
    } finally {
      child.kill('SIGKILL');
      await smtp.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('without SMTP_URL and MAIL_FROM', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ TRUST_PROXY: '1', PUBLIC_URL: SITE });
    admin = await signedIn(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('stores messages as before, queues no notice and sends nothing', async () => {
    const sent = await send(server);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      messageId: expect.any(Number),
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      message: 'Hello!',
      read: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const item = await inboxItem(admin, sent.body.messageId);
    expect(item.notification).toBeNull();
    expect(item.replies).toEqual([]);
    expect(await outboxRows(server)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(0);
  });

  it('says mail is off, and refuses a reply with 503, keeping nothing', async () => {
    expect((await admin.get('/api/mail')).body).toEqual({ enabled: false, from: null });
    const id = (await send(server)).body.messageId;
    const refused = await admin.post(`/api/message/${id}/reply`, { text: 'Hello' });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      statusCode: 503,
      message:
        'Mail is not configured: set SMTP_URL, MAIL_FROM and PUBLIC_URL to reply from the inbox',
    });
    expect((await inboxItem(admin, id)).replies).toEqual([]);
  });
});
