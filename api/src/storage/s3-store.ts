/**
 * Uploads in S3-compatible object storage (AWS S3, MinIO, s3rver in tests), so that several API
 * processes behind a load balancer share them. Images live under `images/`, resumes under
 * `resumes/`, in one bucket; keys are the same server-chosen random names as on disk.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config/config';
import { assertSafeKey, type ByteRange, type FileStore, type Storage } from './storage';

const SAFE_KEY = /^[A-Za-z0-9_-]{8,100}(\.[a-z0-9]{1,5})?$/;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // A dead object store must fail a request, not hang it.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 2,
    // A streamed body (a desktop installer) goes as it is, with its Content-Length, rather than in
    // aws-chunked framing with a checksum trailer, which not every S3-compatible store reads; what
    // is stored was checked (sha512) before it was sent.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** 'images/' or 'resumes/'. */
    private readonly prefix: string,
  ) {}

  async put(key: string, data: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + assertSafeKey(key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  /** One PUT with the length known up front (S3 takes up to 5 GB so); the body is streamed. */
  async putStream(key: string, data: Readable, size: number, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + assertSafeKey(key),
        Body: data,
        ContentType: contentType,
        ContentLength: size,
      }),
    );
  }

  async open(key: string, range?: ByteRange) {
    if (!SAFE_KEY.test(key)) return undefined;
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.prefix + key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!object.Body) return undefined;
      // A ranged answer says the whole size after the slash: "bytes 0-99/1234".
      const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
      return {
        stream: object.Body as Readable,
        size: Number(total ?? object.ContentLength ?? 0),
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string) {
    if (!SAFE_KEY.test(key)) return;
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
    );
  }

  async *list() {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && SAFE_KEY.test(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

export function s3Storage(config: S3Config, client = s3Client(config)): Storage {
  return {
    images: new S3FileStore(client, config.bucket, 'images/'),
    resumes: new S3FileStore(client, config.bucket, 'resumes/'),
    desktop: new S3FileStore(client, config.bucket, 'desktop/'),
    attachments: new S3FileStore(client, config.bucket, 'attachments/'),
  };
}
