/** An S3-compatible object store for tests (s3rver on a loopback port) with one bucket. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../src/config/config';
import { s3Client, s3Storage } from '../src/storage/s3-store';
import type { Storage } from '../src/storage/storage';
import { freePort } from './pg-cluster';

export interface TestS3 {
  config: S3Config;
  /** Environment variables that point an API process at this store. */
  env: Record<string, string>;
  storage: Storage;
  /** Every key in the bucket (`images/…`, `resumes/…`). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'northbeam-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'northbeam-s3-'));
  const port = await freePort();
  const s3 = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  await s3.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const config: S3Config = {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client: S3Client = s3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    config,
    env,
    storage: s3Storage(config, client),
    async keys() {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
