import { describe, expect, it } from 'vitest';
import { ContentVersion } from '../../src/server/db/content-version';
import { KeptResponse, KeptResponses } from '../../src/server/http/kept-responses';

/** How much the store holds is bounded whatever URLs clients ask for (decision 0025). */

const response = (bytes: number) =>
  new KeptResponse({ 'content-type': 'application/json' }, Buffer.alloc(bytes, 'a'), {
    brotliQuality: 5,
  });

describe('the kept responses', () => {
  it('drop a response once the content changes', () => {
    const version = new ContentVersion();
    const kept = new KeptResponses(version);
    kept.set('/a', response(10), version.current);
    expect(kept.get('/a')).toBeDefined();
    version.bump();
    expect(kept.get('/a')).toBeUndefined();
  });

  it('refuse a response made from content that changed meanwhile', () => {
    const version = new ContentVersion();
    const kept = new KeptResponses(version);
    const madeAt = version.current;
    version.bump();
    kept.set('/a', response(10), madeAt);
    expect(kept.get('/a')).toBeUndefined();
  });

  it('drop a response made on another day', () => {
    const version = new ContentVersion();
    const kept = new KeptResponses(version);
    kept.set('/a', response(10), version.current);
    expect(kept.get('/a', '2999-01-01')).toBeUndefined();
    expect(kept.get('/a')).toBeUndefined();
  });

  it('hold at most so many responses, the oldest going first', () => {
    const version = new ContentVersion();
    const kept = new KeptResponses(version, { maxEntries: 3, maxBytes: 1_000_000 });
    for (const key of ['/1', '/2', '/3', '/4']) kept.set(key, response(10), version.current);
    expect(kept.get('/1')).toBeUndefined();
    for (const key of ['/2', '/3', '/4']) expect(kept.get(key), key).toBeDefined();
  });

  it('hold at most so many bytes, and never a body larger than all of them', () => {
    const version = new ContentVersion();
    const kept = new KeptResponses(version, { maxEntries: 100, maxBytes: 1000 });
    // Each is counted twice its body: the plain bytes and room for the compressed ones.
    kept.set('/1', response(200), version.current);
    kept.set('/2', response(200), version.current);
    kept.set('/3', response(200), version.current);
    expect(kept.get('/1')).toBeUndefined();
    expect(kept.get('/2')).toBeDefined();
    kept.set('/huge', response(600), version.current);
    expect(kept.get('/huge')).toBeUndefined();
    expect(kept.get('/3')).toBeDefined();
  });

  it('compress each body once per encoding, only when it is worth it', () => {
    const large = response(4000);
    expect(large.compressible).toBe(true);
    expect(large.variant('gzip').body).toBe(large.variant('gzip').body);
    expect(large.variant('br').body.length).toBeLessThan(100);
    const small = response(100);
    expect(small.varies).toBe(true);
    expect(small.compressible).toBe(false);
    const image = new KeptResponse({ 'content-type': 'image/png' }, Buffer.alloc(4000), {
      brotliQuality: 5,
    });
    expect(image.varies).toBe(false);
    expect(image.compressible).toBe(false);
  });
});
