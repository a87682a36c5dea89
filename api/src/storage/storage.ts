/**
 * Uploaded files behind a small interface: local disk now, S3 later. Keys are random names chosen
 * by the server; a client's file name never becomes a path.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config/config';

/** Bytes `start` to `end` of a file, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores `size` bytes read from `data` without holding them in memory (desktop installers). */
  putStream(key: string, data: Readable, size: number, contentType: string): Promise<void>;
  /**
   * undefined when there is no such file. With `range`, the stream holds those bytes only;
   * `size` is always the whole file's.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
  /** Every stored key (backups). */
  list(): AsyncIterable<string>;
}

export interface Storage {
  /** Public blog images, served at /uploads/<key>. */
  images: FileStore;
  /** Private resumes, downloaded by administrators only. */
  resumes: FileStore;
  /** Desktop app releases (installers, update packages), served at /desktop/<file name>. */
  desktop: FileStore;
  /** Private files that came with incoming e-mails, read by the team only. */
  attachments: FileStore;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{8,100}(\.[a-z0-9]{1,5})?$/;

export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export class LocalFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  async put(key: string, data: Buffer) {
    await mkdir(this.dir, { recursive: true });
    // 'wx': never overwrite; keys are random, so a clash is a bug worth failing on.
    await writeFile(join(this.dir, assertSafeKey(key)), data, { flag: 'wx', mode: 0o640 });
  }

  async putStream(key: string, data: Readable) {
    await mkdir(this.dir, { recursive: true });
    const path = join(this.dir, assertSafeKey(key));
    try {
      await pipeline(data, createWriteStream(path, { flags: 'wx', mode: 0o640 }));
    } catch (error) {
      // Not a half-written file under a key someone might serve.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
      throw error;
    }
  }

  async open(key: string, range?: ByteRange) {
    if (!SAFE_KEY.test(key)) return undefined;
    const path = join(this.dir, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      return { stream: createReadStream(path, range ?? {}), size: info.size };
    } catch {
      return undefined;
    }
  }

  async remove(key: string) {
    if (!SAFE_KEY.test(key)) return;
    await rm(join(this.dir, key), { force: true });
  }

  async *list() {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    for (const name of names.sort()) if (SAFE_KEY.test(name)) yield name;
  }
}

/** The content type of a stored file, from the extension the server gave its key. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (
    {
      png: 'image/png',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      gif: 'image/gif',
      webp: 'image/webp',
      pdf: 'application/pdf',
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }[ext] ?? 'application/octet-stream'
  );
}

export function localStorage(dataDir: string): Storage {
  return {
    images: new LocalFileStore(join(dataDir, 'uploads', 'images')),
    resumes: new LocalFileStore(join(dataDir, 'uploads', 'resumes')),
    desktop: new LocalFileStore(join(dataDir, 'uploads', 'desktop')),
    attachments: new LocalFileStore(join(dataDir, 'uploads', 'attachments')),
  };
}

/** Where uploads go: S3-compatible object storage when S3_BUCKET is set, else the local disk. */
export async function createStorage(config: {
  dataDir: string;
  s3: S3Config | undefined;
}): Promise<Storage> {
  if (!config.s3) return localStorage(config.dataDir);
  const { s3Storage } = await import('./s3-store');
  return s3Storage(config.s3);
}
