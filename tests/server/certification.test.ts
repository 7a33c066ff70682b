import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedOnCreateAndUpdate } from './support/refusal';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { stamped } from './support/stamps';

interface Certification {
  certificationId: number;
  name: string;
  issuer: string;
  issuedAt: string;
  expiresAt: string | null;
  certificationNumber: string | null;
  link: string | null;
}
interface CertificationList {
  items: Certification[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

beforeEach(async () => {
  const all = await admin.get<CertificationList>('/api/certification?limit=1000');
  for (const item of all.body.items) {
    await admin.delete(`/api/certification/${item.certificationId}`);
  }
});

const valid = {
  name: 'Solutions Architect',
  issuer: 'AWS',
  issuedAt: '2023-04-01',
  expiresAt: '2026-04-01',
  certificationNumber: 'AWS-123',
  link: 'https://aws.amazon.com/verify/AWS-123',
};

async function create(fields: Record<string, unknown> = {}) {
  const response = await admin.post<Certification>('/api/certification', { ...valid, ...fields });
  expect(response.status).toBe(200);
  return response.body;
}

const listNames = async (query = '') =>
  (await admin.get<CertificationList>(`/api/certification${query}`)).body.items.map((c) => c.name);

describe('Certification CRUD', () => {
  it('trims the name', async () => {
    const created = await admin.post<Certification>('/api/certification', {
      ...valid,
      name: '  Solutions Architect  ',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ certificationId: expect.any(Number), ...valid, ...stamped });
  });

  it('updates every field, a site path as the link', async () => {
    const { certificationId: id } = await create();
    const changes = {
      name: 'Kubernetes Administrator',
      issuer: 'CNCF',
      issuedAt: '2024-01-15',
      expiresAt: '2027-01-15',
      certificationNumber: 'CKA-42',
      link: '/api/media/document/cka.pdf',
    };
    const updated = await admin.put<Certification>(`/api/certification/${id}`, changes);
    expect(updated.body).toEqual({ certificationId: id, ...changes, ...stamped });
  });

  it.each([
    ['empty strings', { expiresAt: '', certificationNumber: '', link: '' }],
    ['nulls', { expiresAt: null, certificationNumber: null, link: null }],
    ['blank text', { expiresAt: '', certificationNumber: '   ', link: '  ' }],
    ['omitted', { expiresAt: undefined, certificationNumber: undefined, link: undefined }],
  ])('stores and returns empty optional values given as %s as null', async (_kind, optional) => {
    const created = await admin.post<Certification>('/api/certification', {
      ...valid,
      ...optional,
    });
    expect(created.status).toBe(200);
    const empty = { expiresAt: null, certificationNumber: null, link: null };
    expect(created.body).toMatchObject(empty);
    expect((await admin.get(`/api/certification/${created.body.certificationId}`)).body).toEqual(
      created.body,
    );

    // An update can clear optional values that were set.
    const full = await create({ name: 'Full' });
    const cleared = await admin.put<Certification>(`/api/certification/${full.certificationId}`, {
      ...valid,
      ...optional,
    });
    expect(cleared.body).toMatchObject(empty);
  });
});

describe('Certification validation', () => {
  const expiry = 'Expiration date cannot be less or equal to issuing date';
  it.each([
    ['name missing', { name: undefined }, 'name', 'Name is required'],
    ['name empty', { name: '' }, 'name', 'Name is required'],
    ['name 101 chars', { name: 'x'.repeat(101) }, 'name', 'Name is too long'],
    ['issuer missing', { issuer: undefined }, 'issuer', 'Issuer is required'],
    ['issuer blank', { issuer: '  ' }, 'issuer', 'Issuer is required'],
    ['issuer 101 chars', { issuer: 'x'.repeat(101) }, 'issuer', 'Issuer is too long'],
    ['issuedAt missing', { issuedAt: undefined }, 'issuedAt', 'Invalid Date'],
    ['issuedAt not in the calendar', { issuedAt: '2024-02-30' }, 'issuedAt', 'Invalid Date'],
    ['issuedAt not a date', { issuedAt: 'yesterday' }, 'issuedAt', 'Invalid Date'],
    ['issuedAt another format', { issuedAt: '01.04.2023' }, 'issuedAt', 'Invalid Date'],
    ['expiresAt not in the calendar', { expiresAt: '2026-13-01' }, 'expiresAt', 'Invalid Date'],
    ['expiresAt equal to issuedAt', { expiresAt: '2023-04-01' }, 'expiresAt', expiry],
    ['expiresAt before issuedAt', { expiresAt: '2023-03-31' }, 'expiresAt', expiry],
    [
      'certificationNumber 51 chars',
      { certificationNumber: 'x'.repeat(51) },
      'certificationNumber',
      'Certification number is too long',
    ],
    [
      'link 2049 chars',
      { link: `https://x.io/${'a'.repeat(2049 - 13)}` },
      'link',
      'Link is too long',
    ],
    [
      'link javascript:',
      { link: 'javascript:alert(1)' },
      'link',
      'Link must be an http(s) URL or a site path',
    ],
  ])(
    'refuses %s: 1002 on create, 1003 on update, nothing changed',
    async (_case, fields, path, message) =>
      expectRefusedOnCreateAndUpdate({
        admin,
        entity: 'certification',
        label: 'Certification',
        body: { ...valid, ...fields },
        errors: [{ path, message }],
        list: listNames,
        createKept: async () => {
          const kept = await create();
          return { id: kept.certificationId, row: kept };
        },
      }),
  );

  it('accepts the longest allowed values and an expiry one day after issuing', async () => {
    const link = `https://x.io/${'a'.repeat(2048 - 13)}`;
    const created = await create({
      name: 'x'.repeat(100),
      issuer: 'y'.repeat(100),
      certificationNumber: 'z'.repeat(50),
      link,
      issuedAt: '2024-02-28',
      expiresAt: '2024-02-29',
    });
    expect(created.link).toHaveLength(2048);
    expect(created.expiresAt).toBe('2024-02-29');
  });
});

describe('Certification list', () => {
  it('defaults to id order', async () => {
    for (const name of ['C2', 'C1', 'C3']) await create({ name });
    expect(await listNames()).toEqual(['C2', 'C1', 'C3']);
  });

  it('sorts by the given fields and directions', async () => {
    await create({ name: 'B', issuer: 'Zeta', issuedAt: '2022-01-01', expiresAt: '2030-01-01' });
    await create({ name: 'A', issuer: 'Alpha', issuedAt: '2024-01-01', expiresAt: '' });
    await create({ name: 'C', issuer: 'Alpha', issuedAt: '2023-01-01', expiresAt: '2025-01-01' });
    expect(await listNames('?sort=name:desc')).toEqual(['C', 'B', 'A']);
    expect(await listNames('?sort=issuedAt:desc')).toEqual(['A', 'C', 'B']);
    expect(await listNames('?sort=issuer:asc,issuedAt:asc')).toEqual(['C', 'A', 'B']);
    expect(await listNames('?sort=expiresAt:asc')).toEqual(['A', 'C', 'B']);
  });

  it('filters name, issuer and certification number case-insensitively', async () => {
    await create({ name: 'Cloud Practitioner', issuer: 'AWS', certificationNumber: 'N-1' });
    await create({ name: 'Scrum Master', issuer: 'Scrum.org', certificationNumber: 'PSM-77' });
    await create({ name: 'CKA', issuer: 'CNCF', certificationNumber: null, link: '' });
    expect(await listNames('?filter=cloud')).toEqual(['Cloud Practitioner']);
    expect(await listNames('?filter=scrum')).toEqual(['Scrum Master']);
    expect(await listNames('?filter=psm-7')).toEqual(['Scrum Master']);
    expect(await listNames('?filter=cncf')).toEqual(['CKA']);
    expect(await listNames('?filter=amazon')).toEqual([]);
  });

  it.each(['sort=link:asc', 'sort=certificationNumber:asc'])(
    'refuses the query %s with 400',
    async (query) => {
      const response = await visitor.get(`/api/certification?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400 });
    },
  );
});
