/** A reference's own rule: it names a person, so it stays off public pages until the owner shows it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
}, 60_000);
afterAll(() => server.close());

describe('a reference', () => {
  it('is hidden when made without saying, and public only once the owner turns hidden off', async () => {
    const body = { name: 'Jonas Weber', reference: 'Left the code better than he found it.' };
    const created = await admin.post('/api/reference', body);
    expect(created.body).toMatchObject({ ...body, hidden: true });
    const path = `/api/reference/${String(created.body.referenceId)}`;
    expect((await visitor.get(path)).status).toBe(404);
    expect((await visitor.get<string>('/cv')).body).not.toContain('Jonas Weber');

    await admin.put(path, { ...body, hidden: false });
    expect((await visitor.get(path)).status).toBe(200);
    expect((await visitor.get<string>('/cv')).body).toContain('Jonas Weber');
  });

  it('comes in hidden from a JSON Resume import, and a second import keeps the owner showing it', async () => {
    const document = { references: [{ name: 'Anna Lind', reference: 'Ask me on the phone.' }] };
    expect((await admin.post('/api/import/json-resume', document)).status).toBe(200);
    const list = await admin.get<{ items: Record<string, unknown>[] }>(
      '/api/reference?filter=Anna',
    );
    const [row] = list.body.items;
    expect(row).toMatchObject({ name: 'Anna Lind', hidden: true });

    await admin.put(`/api/reference/${String(row!.referenceId)}`, {
      name: 'Anna Lind',
      hidden: false,
    });
    const again = { references: [{ name: 'Anna Lind', reference: 'Happy to talk.' }] };
    expect((await admin.post('/api/import/json-resume', again)).status).toBe(200);
    const after = await admin.get(`/api/reference/${String(row!.referenceId)}`);
    expect(after.body).toMatchObject({ reference: 'Happy to talk.', hidden: false });
  });
});
