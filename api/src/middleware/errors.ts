/**
 * The one place errors become responses: `{ message, errors? }` with the right status. Client
 * mistakes never answer 500; a 500 logs its stack and answers a generic message only.
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context, Next } from 'koa';
import { HttpError } from '../http/http-errors';
import type { ApiErrorBody } from '@northbeam/shared/contract/errors';
import { isApiPath } from '@northbeam/shared/contract/routes';

interface ErrorLike {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  code?: string;
  field?: string;
  message?: string;
  name?: string;
}

export const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';
/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// Knex prefixes the SQL (placeholders only, never values): match anywhere in the message.
const CONNECTION_MESSAGES =
  /(Connection terminated|Client has encountered a connection error|Client was closed|Connection ended unexpectedly|timeout exceeded when trying to connect|Knex: Timeout acquiring a connection|Unable to acquire a connection)/i;

/**
 * True when the database cannot be reached (down, restarting, network): the request may succeed
 * later, so it answers 503, never 500. SQLSTATE class 08 (connection exception), 57P01–57P03
 * (admin/crash shutdown, cannot connect now), 53300 (too many connections); Node's socket errors;
 * pg's and Knex's own connection messages; Knex's acquire timeout.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  if (CONNECTION_ERRNOS.has(code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  // AggregateError (several addresses refused) and wrapped causes.
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested) && nested.some((n) => isDatabaseUnavailable(n, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * PostgreSQL data exceptions caused by the client's text: a NUL character (22021), characters the
 * encoding cannot hold (22P05), a value too long for an index (54000). The request is refused
 * whole (400); nothing was stored.
 */
const CLIENT_DATA_SQLSTATES = new Set(['22021', '22P05', '54000']);

/** Maps errors thrown by libraries (body parser, multer, URI decoding) to client errors. */
function describe(err: ErrorLike): { status: number; message: string } | undefined {
  if (err.name === 'MulterError') {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return {
          status: 413,
          message:
            err.field === 'resume'
              ? 'Resume must be 5 MB or smaller'
              : err.field === 'image'
                ? 'Image must be 8 MB or smaller'
                : 'The file is too large',
        };
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_FIELD_KEY':
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_FILE_COUNT':
        return { status: 413, message: 'The form is too large' };
      case 'LIMIT_UNEXPECTED_FILE':
        return { status: 400, message: `Unexpected file field: ${err.field ?? ''}`.trim() };
      default:
        return { status: 400, message: 'Malformed form data' };
    }
  }
  if (err instanceof URIError) return { status: 400, message: 'Malformed URL' };
  if (typeof err.code === 'string' && CLIENT_DATA_SQLSTATES.has(err.code)) {
    return { status: 400, message: 'The request contains characters that cannot be stored' };
  }
  const status = err.status ?? err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (err.type === 'entity.parse.failed') return { status: 400, message: 'Malformed JSON body' };
    if (err.type === 'entity.too.large' || status === 413)
      return { status: 413, message: 'Request body too large' };
    if (err.type === 'encoding.unsupported' || status === 415)
      return { status: 415, message: 'Unsupported request encoding' };
    // Busboy's parse errors ("Unexpected end of form", "Malformed part header").
    return { status, message: err.expose && err.message ? err.message : 'Bad request' };
  }
  if (err.message && /^(Unexpected end of form|Malformed part header|Multipart:)/.test(err.message))
    return { status: 400, message: 'Malformed form data' };
  return undefined;
}

export function errorHandler() {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      const isApi = isApiPath(ctx.path);
      if (isApi && ctx.body == null && (ctx.status === 404 || ctx.status === 405)) {
        const status = ctx.status;
        ctx.body = { message: status === 404 ? 'Not found' : 'Method not allowed' };
        ctx.status = status;
      }
    } catch (caught) {
      const err = caught as ErrorLike;
      let status: number;
      let body: ApiErrorBody;
      if (caught instanceof HttpError) {
        status = caught.status;
        for (const [name, value] of Object.entries(caught.headers ?? {})) ctx.set(name, value);
        body = {
          message: caught.message,
          ...(caught.errors ? { errors: caught.errors } : {}),
          ...caught.flags,
          ...(caught.current !== undefined ? { current: caught.current } : {}),
        };
      } else {
        const known = describe(err);
        if (known) {
          status = known.status;
          body = { message: known.message };
        } else if (isDatabaseUnavailable(caught)) {
          status = 503;
          body = { message: UNAVAILABLE_MESSAGE };
          ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
          ctx.log.warn({ err: caught }, 'database unavailable');
        } else {
          status = 500;
          body = { message: 'Internal server error' };
          ctx.log.error({ err: caught }, 'unhandled error');
        }
      }
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
      if (status >= 400 && status < 500)
        ctx.log.debug({ status, message: body.message }, 'client error');
    }
  };
}

/**
 * Requests Node refuses before Koa sees them (URL or headers over 16 KB, malformed HTTP): answer
 * the same JSON shape instead of Node's empty body, then close the connection.
 */
export function answerClientErrorsAsJson(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const message =
      status === 431
        ? 'The request URL or headers are too large'
        : status === 408
          ? 'The request took too long to arrive'
          : 'Malformed HTTP request';
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  });
}
