/**
 * Multipart parsing with hard limits: files are held in memory up to the bound and cut off beyond
 * it (413), and only the named file field is accepted. Nothing touches the disk here: a file is
 * stored only after the whole request has been validated.
 */
import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { LIMITS } from '@northbeam/shared/contract/constants';

export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export function singleFile(field: string, maxBytes: number) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxBytes,
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

export function uploadedFile(ctx: Context): UploadedFile | undefined {
  return (ctx.request as unknown as { file?: UploadedFile }).file;
}
