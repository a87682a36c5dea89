/**
 * Multipart parsing with hard limits: files are held in memory up to the bound and cut off beyond
 * it (413), and only the named file field is accepted. Nothing touches the disk here: a file is
 * stored only after the whole request has been validated.
 */
import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { LIMITS } from '@northbeam/shared/contract/constants';
import type { UploadedFile } from '../http/uploaded-file';

export type { UploadedFile } from '../http/uploaded-file';

export function singleFile(field: string, maxBytes: number) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      // Busboy cuts a file off on reaching the limit: +1 lets a file of exactly maxBytes through.
      fileSize: maxBytes + 1,
      files: 1,
      fields: 30,
      fieldSize: LIMITS.blogContent * 2,
      parts: 31,
    },
  }).single(field);
  return async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return next();
    await upload(ctx as never, async () => {});
    return next();
  };
}

/**
 * Busboy (inside multer) reads the part's filename as latin1, while browsers send UTF-8 bytes:
 * re-decode when the bytes are valid UTF-8.
 */
function utf8Name(name: string): string {
  const bytes = Buffer.from(name, 'latin1');
  const decoded = bytes.toString('utf8');
  return decoded.includes('\uFFFD') || !/[\x80-\xff]/.test(name) ? name : decoded;
}

export function uploadedFile(ctx: Context): UploadedFile | undefined {
  // Set by the multipart reader, when the request had the file (its types say always).
  const file: UploadedFile | undefined = ctx.request.file;
  return file && { ...file, originalname: utf8Name(file.originalname) };
}
