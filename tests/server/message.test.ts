import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { anyMoment } from './support/stamps';
interface Message {
  messageId: number;
  name: string;
  email: string;
  message: string;
  read: boolean;
  createdAt: string;
  updatedAt: string;
}
interface List<T> {
  items: T[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  // One proxy hop is trusted, so each test can speak from its own address and
  // the limit of 5 messages a minute per address is exercised only where meant.
  server = await startTestServer({ TRUST_PROXY: '1' });
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

beforeEach(async () => {
  const all = await admin.get<List<Message>>('/api/message?limit=1000');
  for (const message of all.body.items) await admin.delete(`/api/message/${message.messageId}`);
});

let lastAddress = 0;
/** A fresh client address (TEST-NET-2), so no two sends share a rate-limit bucket. */
const freshAddress = () => {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there!' };

function send(body: unknown, address = freshAddress()) {
  return visitor.request<Message>('POST', '/api/message', body, { 'x-forwarded-for': address });
}

async function sendMessage(change: Partial<typeof valid> = {}): Promise<Message> {
  const response = await send({ ...valid, ...change });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function setMaxLength(value: string, type = 'int') {
  const response = await admin.put('/api/variable/max_message_length', { value, type });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** A message as the admin's calls answer it: mail is off here, so no notice and no replies. */
const inbox = (message: Message) => ({ ...message, notification: null, replies: [] });

const names = (list: List<Message>) => list.items.map((item) => item.name);

describe('Sending a message (public)', () => {
  it('stores a visitor message as unread with a UTC timestamp', async () => {
    const before = Date.now();
    const response = await send(valid);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      messageId: expect.any(Number),
      ...valid,
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: anyMoment,
    });
    const createdAt = Date.parse(response.body.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await admin.get(`/api/message/${response.body.messageId}`)).body).toEqual(
      inbox(response.body),
    );
  });

  it('stores the text exactly as given, markup included', async () => {
    const text = '<script>alert("hi")</script> & <b>bold</b>\n\n  indented line\t"quoted" \'x\'';
    const message = await sendMessage({ message: text, name: '<i>Eve</i> & co' });
    const stored = await admin.get<Message>(`/api/message/${message.messageId}`);
    expect(stored.body.message).toBe(text);
    expect(stored.body.name).toBe('<i>Eve</i> & co');
  });

  it.each([
    ['name missing', { name: undefined }, 'name', 'Name is required'],
    ['name blank', { name: '   ' }, 'name', 'Name is required'],
    ['name of 101', { name: 'x'.repeat(101) }, 'name', 'Name is too long'],
    ['email missing', { email: undefined }, 'email', 'Email is required'],
    ['email empty', { email: '' }, 'email', 'Email is required'],
    ['email of 321', { email: `${'a'.repeat(309)}@example.com` }, 'email', 'Email is too long'],
    ['email without @', { email: 'ada.example.com' }, 'email', 'Email is invalid'],
    ['email without a domain dot', { email: 'ada@example' }, 'email', 'Email is invalid'],
    ['email with a space', { email: 'ada lovelace@example.com' }, 'email', 'Email is invalid'],
    ['message missing', { message: undefined }, 'message', 'Message is required'],
    ['message blank', { message: ' \n ' }, 'message', 'Message is required'],
    ['message not text', { message: 42 }, 'message', 'Message is required'],
  ])('refuses %s with 1002', async (_label, change, path, message) => {
    const response = await send({ ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Message',
      errors: [{ path, message }],
    });
    expect((await admin.get<List<Message>>('/api/message')).body.items).toEqual([]);
  });

  it('accepts the longest allowed name and email', async () => {
    await sendMessage({ name: 'x'.repeat(100), email: `${'a'.repeat(308)}@example.com` });
  });
});

describe('Message length against max_message_length', () => {
  afterEach(async () => {
    // Put the seeded setting back, whatever a test did to it.
    const current = await admin.get('/api/variable/max_message_length');
    if (current.status === 404) {
      await admin.post('/api/variable', { key: 'max_message_length', value: '1000', type: 'int' });
    } else {
      await setMaxLength('1000');
    }
  });

  const tooLong = {
    statusCode: 1002,
    message: 'Failed to create Message',
    errors: [{ path: 'message', message: 'Message is too long' }],
  };

  it('allows 1000 characters with the seeded setting, not 1001', async () => {
    await sendMessage({ message: 'x'.repeat(1000) });
    const response = await send({ ...valid, message: 'x'.repeat(1001) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(tooLong);
  });

  it('follows a changed setting at once', async () => {
    await setMaxLength('20');
    await sendMessage({ message: 'x'.repeat(20) });
    const response = await send({ ...valid, message: 'x'.repeat(21) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(tooLong);

    await setMaxLength('5000');
    await sendMessage({ message: 'x'.repeat(5000) });
  });

  it('falls back to 1000 when the setting is missing or unusable', async () => {
    await setMaxLength('lots', 'string');
    expect((await send({ ...valid, message: 'x'.repeat(1001) })).body).toEqual(tooLong);
    await sendMessage({ message: 'x'.repeat(1000) });

    await setMaxLength('0');
    await sendMessage({ message: 'x'.repeat(1000) });

    expect((await admin.delete('/api/variable/max_message_length')).status).toBe(200);
    expect((await send({ ...valid, message: 'x'.repeat(1001) })).body).toEqual(tooLong);
    await sendMessage({ message: 'x'.repeat(1000) });
  });

  it('refuses an absurdly long message even with a huge setting', async () => {
    await setMaxLength('1000000');
    const response = await send({ ...valid, message: 'x'.repeat(100_001) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(tooLong);
  });
});

describe('Managing messages (admin)', () => {
  it('reads, updates and deletes a message', async () => {
    const message = await sendMessage();
    const id = message.messageId;
    expect((await admin.get(`/api/message/${id}`)).body).toEqual(inbox(message));

    const changed = { name: 'Ada King', email: 'ada.king@example.com', message: 'Edited text' };
    const updated = await admin.put<Message>(`/api/message/${id}`, changed);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual(inbox({ ...message, ...changed, updatedAt: anyMoment }));
    expect((await admin.get(`/api/message/${id}`)).body).toEqual(updated.body);

    const deleted = await admin.delete<Message>(`/api/message/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    expect((await admin.get(`/api/message/${id}`)).body).toEqual({
      statusCode: 404,
      message: 'Message not found',
    });
  });

  it('refuses an invalid update with 1003 and changes nothing', async () => {
    const message = await sendMessage();
    const response = await admin.put(`/api/message/${message.messageId}`, {
      ...valid,
      email: 'nope',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Message',
      errors: [{ path: 'email', message: 'Email is invalid' }],
    });
    expect((await admin.get(`/api/message/${message.messageId}`)).body).toEqual(inbox(message));
  });

  it('marks a message as read with no request body at all', async () => {
    const message = await sendMessage();
    // No body and no content type, as the admin dialog sends it.
    const response = await admin.request<Message>('PUT', `/api/message/${message.messageId}/read`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(inbox({ ...message, read: true, updatedAt: anyMoment }));
    expect((await admin.get<Message>(`/api/message/${message.messageId}`)).body.read).toBe(true);
    // Marking again changes nothing.
    const again = await admin.request<Message>('PUT', `/api/message/${message.messageId}/read`);
    expect(again.body).toEqual(inbox({ ...message, read: true, updatedAt: anyMoment }));
  });

  it('marks a message as read with a JSON body too', async () => {
    const message = await sendMessage();
    const response = await admin.put<Message>(`/api/message/${message.messageId}/read`, {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual(inbox({ ...message, read: true, updatedAt: anyMoment }));
  });

  it('marks a read message as unread again, with or without a body', async () => {
    const message = await sendMessage();
    await admin.request('PUT', `/api/message/${message.messageId}/read`);
    const response = await admin.request<Message>(
      'PUT',
      `/api/message/${message.messageId}/unread`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual(inbox({ ...message, read: false, updatedAt: anyMoment }));
    expect((await admin.get<Message>(`/api/message/${message.messageId}`)).body.read).toBe(false);
    const unreadInList = await admin.get<List<Message>>('/api/message?sort=read:asc');
    expect(unreadInList.body.items[0]).toMatchObject({ messageId: message.messageId, read: false });
    // Unread twice changes nothing; a JSON body is accepted as well.
    const again = await admin.put<Message>(`/api/message/${message.messageId}/unread`, {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual(inbox({ ...message, read: false, updatedAt: anyMoment }));
    // And it can be read again.
    await admin.request('PUT', `/api/message/${message.messageId}/read`);
    expect((await admin.get<Message>(`/api/message/${message.messageId}`)).body.read).toBe(true);
  });

  it('keeps read when a message is edited', async () => {
    const message = await sendMessage();
    await admin.put(`/api/message/${message.messageId}/read`);
    const updated = await admin.put<Message>(`/api/message/${message.messageId}`, valid);
    expect(updated.body.read).toBe(true);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    for (const [method, url] of [
      ['GET', '/api/message/999999'],
      ['PUT', '/api/message/999999'],
      ['PUT', '/api/message/999999/read'],
      ['PUT', '/api/message/999999/unread'],
      ['DELETE', '/api/message/999999'],
    ] as const) {
      const response = await admin.request(method, url, method === 'PUT' ? valid : undefined);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Message not found' });
    }
    expect((await admin.request('PUT', '/api/message/abc/read')).status).toBe(400);
    expect((await admin.request('PUT', '/api/message/abc/unread')).status).toBe(400);
  });
});

describe('Message list', () => {
  it('lists the newest first by default', async () => {
    for (const name of ['First', 'Second', 'Third']) await sendMessage({ name });
    const list = await admin.get<List<Message>>('/api/message');
    expect(names(list.body)).toEqual(['Third', 'Second', 'First']);
    expect(list.body.metadata).toEqual({ totalPages: 1, totalItems: 3, page: 1, limit: 25 });
  });

  it('sorts by the given fields', async () => {
    for (const name of ['Bob', 'Alice', 'Carol']) await sendMessage({ name });
    const alice = (await admin.get<List<Message>>('/api/message?filter=alice')).body.items[0]!;
    await admin.put(`/api/message/${alice.messageId}/read`);
    expect(names((await admin.get<List<Message>>('/api/message?sort=name:asc')).body)).toEqual([
      'Alice',
      'Bob',
      'Carol',
    ]);
    const byRead = await admin.get<List<Message>>('/api/message?sort=read:desc,name:desc');
    expect(names(byRead.body)).toEqual(['Alice', 'Carol', 'Bob']);
    const oldest = await admin.get<List<Message>>('/api/message?sort=createdAt:asc,messageId:asc');
    expect(names(oldest.body)).toEqual(['Bob', 'Alice', 'Carol']);
    expect((await admin.get('/api/message?sort=message:asc')).status).toBe(400);
  });

  it('pages with metadata', async () => {
    for (let i = 1; i <= 5; i += 1) await sendMessage({ name: `M${i}` });
    const page = await admin.get<List<Message>>('/api/message?page=2&limit=2');
    expect(names(page.body)).toEqual(['M3', 'M2']);
    expect(page.body.metadata).toEqual({ totalPages: 3, totalItems: 5, page: 2, limit: 2 });
  });

  it('filters over name, email and message, ignoring case', async () => {
    await sendMessage({ name: 'Grace Hopper', email: 'grace@navy.example', message: 'Bugs' });
    await sendMessage({ name: 'Alan', email: 'alan@HOPPER.example', message: 'Machines' });
    await sendMessage({ name: 'Linus', email: 'linus@example.com', message: 'about hoppers' });
    await sendMessage({ name: 'Ken', email: 'ken@example.com', message: 'Unix' });
    const list = await admin.get<List<Message>>('/api/message?filter=hopper&sort=name:asc');
    expect(names(list.body)).toEqual(['Alan', 'Grace Hopper', 'Linus']);
    expect(list.body.metadata.totalItems).toBe(3);
  });
});

describe('Message permissions', () => {
  it('lets visitors send but nothing else', async () => {
    const message = await sendMessage();
    const id = message.messageId;
    for (const [method, url] of [
      ['GET', '/api/message'],
      ['GET', `/api/message/${id}`],
      ['PUT', `/api/message/${id}`],
      ['PUT', `/api/message/${id}/read`],
      ['PUT', `/api/message/${id}/unread`],
      ['DELETE', `/api/message/${id}`],
    ] as const) {
      const response = await visitor.request(method, url, method === 'PUT' ? valid : undefined);
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    }
    expect((await admin.get(`/api/message/${id}`)).body).toEqual(inbox(message));
  });
});

describe('Message rate limit', () => {
  it('refuses the sixth message from one address within a minute', async () => {
    const address = freshAddress();
    for (let i = 1; i <= 5; i += 1) {
      expect((await send({ ...valid, name: `Try ${i}` }, address)).status).toBe(200);
    }
    const refused = await send({ ...valid, name: 'Try 6' }, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many requests, try again later',
    });
    // Others are not punished for one sender.
    expect((await send(valid)).status).toBe(200);
    const list = await admin.get<List<Message>>('/api/message?filter=try');
    expect(list.body.metadata.totalItems).toBe(5);
  });

  it('counts an IPv6 sender per /64 in any spelling, and an IPv4-mapped address as IPv4', async () => {
    const inOneNetwork = [
      '2001:db8:77:1::1',
      '2001:DB8:77:1::2',
      '2001:0db8:0077:0001:0000:0000:0000:0003',
      '2001:db8:77:1:ffff:ffff:ffff:ffff',
      '2001:db8:77:1:a:b:c:d',
    ];
    for (const address of inOneNetwork) expect((await send(valid, address)).status).toBe(200);
    expect((await send(valid, '2001:db8:77:1:1234::9')).status).toBe(429);
    // The next /64 (in the same /56) is another sender.
    expect((await send(valid, '2001:db8:77:2::1')).status).toBe(200);

    for (let i = 0; i < 5; i += 1) {
      const address = i % 2 === 0 ? '203.0.113.77' : '::ffff:203.0.113.77';
      expect((await send(valid, address)).status).toBe(200);
    }
    expect((await send(valid, '::FFFF:203.0.113.77')).status).toBe(429);
    expect((await send(valid, '203.0.113.77')).status).toBe(429);
  });

  it('does not limit the admin calls', async () => {
    const message = await sendMessage();
    for (let i = 0; i < 8; i += 1) {
      expect((await admin.get(`/api/message/${message.messageId}`)).status).toBe(200);
      expect((await admin.put(`/api/message/${message.messageId}/read`)).status).toBe(200);
    }
  });
});

describe('Concurrent messages', () => {
  it('stores all of 200 messages sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send({ name: `Burst ${i}`, email: `burst${i}@example.com`, message: `Message ${i}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
    const ids = new Set(responses.map((response) => response.body.messageId));
    expect(ids.size).toBe(200);

    const list = await admin.get<List<Message>>('/api/message?filter=burst&limit=1000');
    expect(list.body.metadata.totalItems).toBe(200);
    expect(new Set(list.body.items.map((item) => item.name))).toEqual(
      new Set(Array.from({ length: 200 }, (_, i) => `Burst ${i}`)),
    );
  });
});
