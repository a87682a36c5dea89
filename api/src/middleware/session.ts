/**
 * Admin sessions: koa-session with its store in PostgreSQL (so several API processes share it).
 * The session id is the token: carried by the HttpOnly `sid` cookie (browser) or by
 * `Authorization: Bearer <token>` (desktop, scripts). The table holds only its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context } from 'koa';
import { createSession } from 'koa-session';
import type { Db } from '../db/connection';
import { deleteSession, getSession, putSession } from '../db/sessions.queries';

export const SESSION_COOKIE = 'sid';

declare module 'koa' {
  interface DefaultState {
    /** How this request carried its session key, if at all. */
    authVia?: 'cookie' | 'bearer';
    /** The key saved by this request (login answers it as `token`). */
    sessionToken?: string;
  }
}

export interface SessionData {
  staffId?: string;
  /** The same, in sessions saved before staff accounts had one name (read, never written). */
  adminId?: string;
}

/** Whose session this is: a session saved before the rename keeps working until it ends. */
const staffOf = (sess: SessionData | Record<string, unknown> | null | undefined) => {
  const id = sess?.staffId ?? sess?.adminId;
  return typeof id === 'string' ? id : undefined;
};

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function bearerToken(ctx: Context): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(ctx.get('Authorization'));
  return match?.[1];
}

export function sessionMiddleware(
  app: Koa,
  db: Db,
  lifetime: { idleMinutes: number; maxHours: number } = { idleMinutes: 60, maxHours: 12 },
) {
  const life = {
    idleSeconds: Math.round(lifetime.idleMinutes * 60),
    maxSeconds: Math.round(lifetime.maxHours * 3600),
  };
  // The cookie never outlives the absolute lifetime; the database enforces both limits.
  const maxAge = life.maxSeconds * 1000;
  // `secure` is left to the request: Secure over https (directly, or behind a proxy with
  // TRUST_PROXY), plain over http; Koa refuses to send a Secure cookie over http.
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    signed: true,
    overwrite: true,
    maxAge,
  };
  return createSession(
    {
      key: SESSION_COOKIE,
      ...cookieOptions,
      renew: true,
      genid: () => randomBytes(32).toString('base64url'),
      externalKey: {
        get(ctx: Context) {
          const bearer = bearerToken(ctx);
          if (bearer) {
            ctx.state.authVia = 'bearer';
            return bearer;
          }
          const cookie = ctx.cookies.get(SESSION_COOKIE, { signed: true });
          if (cookie) ctx.state.authVia = 'cookie';
          return cookie as string;
        },
        set(ctx: Context, key: string) {
          ctx.state.sessionToken = key;
          // Bearer clients keep their token themselves; a cookie would only add CSRF surface.
          if (ctx.state.authVia !== 'bearer') {
            ctx.cookies.set(SESSION_COOKIE, key, { ...cookieOptions, secure: ctx.secure });
          }
        },
      },
      store: {
        async get(key: string) {
          return getSession(db, hashKey(key), life);
        },
        async set(key: string, sess: Record<string, unknown>) {
          await putSession(db, hashKey(key), staffOf(sess) ?? null, sess, life);
        },
        async destroy(key: string) {
          await deleteSession(db, hashKey(key));
        },
      },
    },
    app,
  );
}

/** The signed-in administrator's id, if the request carries a live session. */
export function sessionStaffId(ctx: Context): string | undefined {
  return staffOf(ctx.session);
}

declare module 'koa' {
  interface DefaultContext {
    /** koa-session's session (null after `ctx.session = null`). */
    session: (SessionData & { regenerate(): Promise<void>; save(): Promise<void> }) | null;
  }
}
