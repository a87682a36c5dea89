/**
 * A request body as bytes (an e-mail posted as `message/rfc822`), read up to `limit`: a declared
 * Content-Length over it is refused before a byte is read, and a body that runs past it is
 * refused as soon as it does (413), so a large post is never held in memory.
 */
import type { Context } from 'koa';
import { payloadTooLarge } from '../http/http-errors';

export async function readRawBody(ctx: Context, limit: number, tooLarge: string): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length') || Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      // The rest is not read: the connection closes after the answer.
      ctx.set('Connection', 'close');
      throw payloadTooLarge(tooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
