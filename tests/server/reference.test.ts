/** A reference's own rule: it names a person, so it stays off public pages until the owner shows it. */
import { describe, expect, it } from 'vitest';
import { signedInServer } from './support/signed-in-server';

const running = signedInServer();

describe('a reference', () => {
  it('is hidden when made without saying, and public only once the owner turns hidden off', async () => {
    const body = { name: 'Jonas Weber', reference: 'Left the code better than he found it.' };
    const created = await running.admin.post('/api/reference', body);
    expect(created.body).toMatchObject({ ...body, hidden: true });
    const path = `/api/reference/${String(created.body.referenceId)}`;
    expect((await running.visitor.get(path)).status).toBe(404);
    expect((await running.visitor.get<string>('/cv')).body).not.toContain('Jonas Weber');

    await running.admin.put(path, { ...body, hidden: false });
    expect((await running.visitor.get(path)).status).toBe(200);
    expect((await running.visitor.get<string>('/cv')).body).toContain('Jonas Weber');
  });

  it('comes in hidden from a JSON Resume import, and a second import keeps the owner showing it', async () => {
    const document = { references: [{ name: 'Anna Lind', reference: 'Ask me on the phone.' }] };
    expect((await running.admin.post('/api/import/json-resume', document)).status).toBe(200);
    const list = await running.admin.get<{ items: Record<string, unknown>[] }>(
      '/api/reference?filter=Anna',
    );
    const [row] = list.body.items;
    expect(row).toMatchObject({ name: 'Anna Lind', hidden: true });

    await running.admin.put(`/api/reference/${String(row!.referenceId)}`, {
      name: 'Anna Lind',
      hidden: false,
    });
    const again = { references: [{ name: 'Anna Lind', reference: 'Happy to talk.' }] };
    expect((await running.admin.post('/api/import/json-resume', again)).status).toBe(200);
    const after = await running.admin.get(`/api/reference/${String(row!.referenceId)}`);
    expect(after.body).toMatchObject({ reference: 'Happy to talk.', hidden: false });
  });
});
