import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The keys s3rver accepts (its built-in account). */
export const S3RVER_KEY = 'S3RVER';

/** Whether this run keeps media in a bucket (the `server-s3` project sets it). */
export const mediaInBucket = process.env.TEST_MEDIA_STORE === 's3';

export interface TestBucket {
  name: string;
  endpoint: string;
  /** The settings that put a server's media in this bucket. */
  env: Record<string, string>;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** Makes an object look last written at `time` (its LastModified), as if stored long ago. */
  backdate(key: string, time: Date): void;
  close(): Promise<void>;
}

/**
 * An S3 server in this process (s3rver) on a free port, its objects in a
 * temporary folder, with one bucket made at start.
 */
export async function startTestBucket(name = 'media-test'): Promise<TestBucket> {
  // As the server does (media-store-s3.ts): the SDK's Node 22 notice is no test output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = mkdtempSync(path.join(tmpdir(), 'portfolio-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name }],
  });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    name,
    endpoint,
    env: {
      S3_BUCKET: name,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: name, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async write(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: name, Key: key, Body: bytes }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: name, Key: key }));
    },
    backdate(key, time) {
      // s3rver answers LastModified from its object file's modification time.
      const parts = key.split('/');
      const file = `${parts.pop()}._S3rver_object`;
      utimesSync(path.join(directory, name, ...parts, file), time, time);
    },
    async close() {
      client.destroy();
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
