import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeImportSections } from '../../src/server/modules/content-sections';
import { JSON_RESUME_LIST_SECTIONS } from '../../src/shared/json-resume-import';
import { expectRoundTrip, keywordsOf, sampleResume } from './support/json-resume-round-trip';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
  // The import links keywords to the site's tools by name; it makes none itself.
  for (const name of keywordsOf(sampleResume())) {
    const tool = await admin.post('/api/tool', {
      name,
      icon: 'https://icons.example/tool.svg',
      link: 'https://example.com',
    });
    expect(tool.status, JSON.stringify(tool.body)).toBe(200);
  }
});
afterAll(() => server.close());

describe("the JSON Resume project's sample resume", () => {
  it('comes back field by field in every section the site has, after an import and an export', async () => {
    const sample = sampleResume();
    const compared = await expectRoundTrip(admin, sample, {
      // The site has one description: the summary, then each highlight as a bullet.
      'work.summary': (item) =>
        [item.summary, ...((item.highlights as string[] | undefined) ?? []).map((h) => `• ${h}`)]
          .filter(Boolean)
          .join('\n'),
      // The site keeps the score as a number.
      'education.score': (item) => String(Number(item.score)),
    });
    // Every section of the sample that a module maps is compared: none is left out unseen.
    const mapped = resumeImportSections.map((section) => section.key);
    expect(compared).toEqual(mapped.filter((key) => key in sample));
    expect(compared).toEqual(expect.arrayContaining(['work', 'education', 'publications']));
  });

  it('is reported skipped, item by item, in each section the site has no place for', async () => {
    const sample = sampleResume();
    const report = await admin.post<{ items: { path: string; action: string; reason: string }[] }>(
      '/api/import/json-resume?dryRun=true',
      sample,
    );
    expect(report.status).toBe(200);
    const mapped = new Set(resumeImportSections.map((section) => section.key));
    const missing = Object.keys(JSON_RESUME_LIST_SECTIONS).filter(
      (key) => !mapped.has(key) && Array.isArray(sample[key]),
    );
    for (const key of missing) {
      for (const index of (sample[key] as unknown[]).keys()) {
        expect(report.body.items).toContainEqual(
          expect.objectContaining({
            path: `${key}.${index}`,
            action: 'skip',
            reason: 'This site has no such section',
          }),
        );
      }
    }
    // The sections the site has are never reported as missing.
    expect(
      report.body.items.filter(
        (item) =>
          item.reason === 'This site has no such section' && mapped.has(item.path.split('.')[0]!),
      ),
    ).toEqual([]);
  });
});
