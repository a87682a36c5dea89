/**
 * Uploaded files behind a small interface: local disk now, S3 later. Keys are random names chosen
 * by the server; a client's file name never becomes a path.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
}

export interface Storage {
  /** Public blog images, served at /uploads/<key>. */
  images: FileStore;
  /** Private resumes, downloaded by administrators only. */
  resumes: FileStore;
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

  async open(key: string) {
    if (!SAFE_KEY.test(key)) return undefined;
    const path = join(this.dir, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return undefined;
    }
  }

  async remove(key: string) {
    if (!SAFE_KEY.test(key)) return;
    await rm(join(this.dir, key), { force: true });
  }
}

export function localStorage(dataDir: string): Storage {
  return {
    images: new LocalFileStore(join(dataDir, 'uploads', 'images')),
    resumes: new LocalFileStore(join(dataDir, 'uploads', 'resumes')),
  };
}
