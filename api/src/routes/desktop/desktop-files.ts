/**
 * The desktop app's update server: /desktop/latest.yml, latest-mac.yml and latest-linux.yml (the
 * feeds of the live release, never cached, so a rollback shows at once) and the release files
 * (installers, update packages, blockmaps), immutable under their versioned names, with HTTP
 * range requests (single and multiple ranges) for electron-updater's differential downloads.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Context, Next } from 'koa';
import parseRange from 'range-parser';
import { isFeedName, type DesktopReleases } from '../../services/desktop/desktop-releases.service';
import type { ByteRange, FileStore } from '../../storage/storage';
import { IMMUTABLE } from '../site/cache-control';

export const DESKTOP_FILES_PREFIX = '/desktop/';
/** More ranges than a differential download asks for at once is not a download. */
const MAX_RANGES = 200;

const notFound = (ctx: Context) => {
  ctx.status = 404;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { message: 'Not found' };
};

/** The parts of a multipart/byteranges answer, one after the other from the store. */
function byteranges(
  store: FileStore,
  key: string,
  ranges: ByteRange[],
  size: number,
  type: string,
  boundary: string,
) {
  const out = new PassThrough();
  const head = (r: ByteRange) =>
    `--${boundary}\r\nContent-Type: ${type}\r\nContent-Range: bytes ${r.start}-${r.end}/${size}\r\n\r\n`;
  void (async () => {
    try {
      for (const range of ranges) {
        out.write(head(range));
        const part = await store.open(key, range);
        if (!part) throw new Error('release file vanished');
        for await (const chunk of part.stream) out.write(chunk);
        out.write('\r\n');
      }
      out.end(`--${boundary}--\r\n`);
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  const length = ranges.reduce(
    (n, r) => n + Buffer.byteLength(head(r)) + (r.end - r.start + 1) + 2,
    Buffer.byteLength(`--${boundary}--\r\n`),
  );
  return { stream: out, length };
}

export function desktopFiles(
  releases: Pick<DesktopReleases, 'feed' | 'findFile'>,
  store: FileStore,
) {
  return async (ctx: Context, next: Next) => {
    if (
      !ctx.path.startsWith(DESKTOP_FILES_PREFIX) ||
      (ctx.method !== 'GET' && ctx.method !== 'HEAD')
    ) {
      return next();
    }
    const name = decodeURIComponent(ctx.path.slice(DESKTOP_FILES_PREFIX.length));
    ctx.set('X-Content-Type-Options', 'nosniff');

    if (isFeedName(name)) {
      const text = await releases.feed(name);
      if (!text) return notFound(ctx);
      // The feed says which version is current: always asked again.
      ctx.set('Cache-Control', 'no-cache, no-store, must-revalidate');
      ctx.type = 'text/yaml; charset=utf-8';
      ctx.body = text;
      return;
    }

    const file = name.includes('/') ? undefined : await releases.findFile(name);
    if (!file) return notFound(ctx);
    const size = Number(file.size);
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('Accept-Ranges', 'bytes');
    // Byte ranges are of the stored bytes: never re-encoded on the way.
    ctx.compress = false;
    ctx.set('ETag', `"${file.sha512.slice(0, 27).replace(/[^A-Za-z0-9]/g, '_')}"`);
    ctx.set('Content-Disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`);

    const header = ctx.get('Range');
    // If-Range with another validator: the whole file, as HTTP says.
    const ifRange = ctx.get('If-Range');
    const parsed =
      header && (!ifRange || ifRange === ctx.response.get('ETag'))
        ? parseRange(size, header, { combine: true })
        : undefined;
    if (parsed === -1) {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${size}`);
      ctx.body = { message: 'Range not satisfiable' };
      return;
    }
    if (
      parsed === undefined ||
      parsed === -2 ||
      parsed.type !== 'bytes' ||
      parsed.length > MAX_RANGES
    ) {
      const whole = await store.open(file.storage_key);
      if (!whole) return notFound(ctx);
      ctx.type = file.content_type;
      ctx.length = size;
      ctx.body = whole.stream;
      // A HEAD answer is never read: let go of the file once it is sent.
      if (ctx.method === 'HEAD') ctx.res.once('close', () => whole.stream.destroy());
      return;
    }
    const ranges = parsed.map((r) => ({ start: r.start, end: r.end }));
    ctx.status = 206;
    if (ranges.length === 1) {
      const [range] = ranges as [ByteRange];
      const part = await store.open(file.storage_key, range);
      if (!part) return notFound(ctx);
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      ctx.type = file.content_type;
      ctx.length = range.end - range.start + 1;
      ctx.body = part.stream;
      return;
    }
    const boundary = randomBytes(12).toString('hex');
    const multi = byteranges(store, file.storage_key, ranges, size, file.content_type, boundary);
    ctx.type = `multipart/byteranges; boundary=${boundary}`;
    ctx.length = multi.length;
    ctx.body = multi.stream;
  };
}
