/**
 * The usual set-up of a route test file: one API server for the file (started before its tests,
 * closed after them), an HTTP caller bound to it and a signed-in administrator. Call it at the top
 * level of the file; the fields are set once `beforeAll` has run, so read them inside tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { http } from './http';
import { startTestServer, type SignedIn, type TestServer } from './test-server';

export interface SignedInServer {
  server: TestServer;
  call: ReturnType<typeof http>;
  admin: SignedIn;
}

export function useSignedInServer(): SignedInServer {
  const ctx = {} as SignedInServer;
  beforeAll(async () => {
    ctx.server = await startTestServer();
    ctx.call = http(ctx.server.url);
    ctx.admin = await ctx.server.signIn();
  });
  afterAll(() => ctx.server?.close());
  return ctx;
}
