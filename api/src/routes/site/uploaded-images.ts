/** Blog images under /uploads/ (disk or S3), immutable: a new upload gets a new key. */
import { extname } from 'node:path';
import type { Context, Next } from 'koa';
import { IMAGE_CONTENT_TYPES } from '../../services/file-checks';
import type { Storage } from '../../storage/storage';
import { IMMUTABLE } from './cache-control';

export const UPLOADS_PREFIX = '/uploads/';

export function uploadedImages(storage: Storage) {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith(UPLOADS_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      return next();
    }
    const key = ctx.path.slice(UPLOADS_PREFIX.length);
    const type = IMAGE_CONTENT_TYPES[extname(key).slice(1)];
    const file = type ? await storage.images.open(key) : undefined;
    if (!file || !type) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = type;
    ctx.length = file.size;
    ctx.body = file.stream;
  };
}
