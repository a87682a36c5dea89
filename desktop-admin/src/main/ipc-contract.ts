/**
 * The zod schema of each IPC channel's argument: the allow-list the main process registers from.
 * No generic channel exists: every channel does one thing and validates its input. Channel names
 * and result types are in ipc-channels.ts (shared with the preload).
 */
import { z } from 'zod';
import { matchRoute } from '@northbeam/shared/contract/routes';
import { INVOKE, type InvokeChannel } from './ipc-channels';

export * from './ipc-channels';

/** Upper bound of one request's uploaded bytes crossing IPC (featured images are ≤ 8 MB). */
export const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;

/**
 * An API path: `/api/...`, no `..` or `.` segments, no `//`, no scheme/host, no query or fragment
 * (query parameters travel in `query`). Keeps the main process from being steered elsewhere.
 */
export const apiPath = z
  .string()
  .max(2048)
  .regex(/^\/api\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/, { error: 'Invalid API path' })
  .refine((p) => !p.split('/').some((seg) => seg === '..' || seg === '.'), {
    error: 'Invalid API path',
  })
  .refine((p) => !p.includes('//'), { error: 'Invalid API path' });

const filePart = z.object({
  name: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.instanceof(Uint8Array),
});

const requestBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('json'), data: z.unknown() }),
  z.object({
    kind: z.literal('multipart'),
    fields: z.record(z.string().max(100), z.string().max(1_000_000)),
    files: z.record(z.string().max(100), filePart),
  }),
]);

export const apiRequestArg = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    path: apiPath,
    query: z
      .record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.undefined()]))
      .optional(),
    body: requestBody.optional(),
    ifMatch: z
      .string()
      .regex(/^(W\/)?"[^"\s]{1,64}"$/, { error: 'If-Match must be an ETag' })
      .optional(),
  })
  .strict()
  // Only the calls the route table declares: the renderer cannot reach anything else.
  .refine((req) => matchRoute(req.method, req.path) !== undefined, {
    error: 'Not a call of the API',
  })
  .refine(
    (req) =>
      req.body?.kind !== 'multipart' ||
      Object.values(req.body.files).reduce((n, f) => n + f.data.byteLength, 0) <= MAX_UPLOAD_BYTES,
    { error: 'Upload too large' },
  );

/** Query parameters, e.g. a CSV export's filters: plain names and bounded text values. */
const downloadQuery = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, { error: 'Invalid query parameter' }),
  z.string().max(2000),
);

export const apiDownloadArg = z
  .object({
    path: apiPath,
    suggestedName: z.string().min(1).max(255),
    query: downloadQuery.optional(),
  })
  .strict()
  .refine((arg) => matchRoute('GET', arg.path)?.file === true, { error: 'Not a file of the API' });

/** A file of the API read into memory for a preview (a resume): the same allow-list as downloads. */
export const apiReadFileArg = z
  .object({ path: apiPath, query: downloadQuery.optional() })
  .strict()
  .refine((arg) => matchRoute('GET', arg.path)?.file === true, { error: 'Not a file of the API' });

/** A server address typed by the administrator (validated further in server-settings). */
export const serverAddressArg = z.object({ address: z.string().min(1).max(2048) }).strict();

export const noArg = z.undefined();

/** "Restart to update": whether a form in the window holds unsaved work. */
export const updateRestartArg = z.object({ unsavedChanges: z.boolean() }).strict();

/** Text for the clipboard (a preview link): plain text, bounded. */
export const clipboardTextArg = z.object({ text: z.string().min(1).max(8192) }).strict();

/** Each invoke channel's argument schema: the allow-list the IPC handlers register from. */
export const invokeArgs = {
  [INVOKE.apiRequest]: apiRequestArg,
  [INVOKE.apiDownload]: apiDownloadArg,
  [INVOKE.apiReadFile]: apiReadFileArg,
  [INVOKE.settingsGet]: noArg,
  [INVOKE.settingsProbe]: serverAddressArg,
  [INVOKE.settingsSetServer]: serverAddressArg,
  [INVOKE.updateGet]: noArg,
  [INVOKE.updateRestart]: updateRestartArg,
  [INVOKE.clipboardWriteText]: clipboardTextArg,
} as const satisfies Record<InvokeChannel, z.ZodType>;
