/**
 * The desktop release upload: multipart parts streamed straight to a temporary folder of the
 * request's own (installers are hundreds of megabytes: never held in memory, unlike the image and
 * resume uploads of upload.ts), each part's file name checked, with hard limits: a file beyond the
 * bound is cut off and refused (413), as are too many files. The caller removes the folder.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'koa';
import { badRequest, payloadTooLarge, type HttpError } from '../http/http-errors';

export interface ReceivedFolder {
  /** The temporary folder holding the files under their own names. */
  dir: string;
  names: string[];
  fields: Record<string, string>;
}

export interface FolderUploadLimits {
  /** The multipart field the files come in. */
  field: string;
  /** Text fields accepted beside them. */
  textFields: readonly string[];
  maxFileBytes: number;
  maxFiles: number;
  /** What a file's name must look like (it becomes a name in the folder). */
  fileName: RegExp;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Reads the request's multipart body into a new temporary folder; throws a clear 400/413. */
export async function receiveFolder(
  ctx: Context,
  limits: FolderUploadLimits,
): Promise<ReceivedFolder> {
  if (!ctx.is('multipart')) {
    throw badRequest('Send the files as multipart/form-data');
  }
  const dir = await mkdtemp(join(tmpdir(), 'northbeam-upload-'));
  const names: string[] = [];
  const fields: Record<string, string> = {};
  const writes: Array<Promise<void>> = [];
  // The first thing wrong is what the client is told; the rest of the body is still read (and
  // dropped) so that the answer reaches a client still sending.
  let refused: HttpError | undefined;
  const refuse = (error: HttpError) => {
    refused ??= error;
  };

  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: ctx.req.headers,
          defParamCharset: 'utf8',
          limits: {
            // Busboy cuts a file off on reaching the limit: +1 lets one of exactly the bound through.
            fileSize: limits.maxFileBytes + 1,
            files: limits.maxFiles,
            fields: limits.textFields.length,
            fieldSize: 20_000,
            parts: limits.maxFiles + limits.textFields.length,
          },
        });
      } catch {
        reject(badRequest('Malformed multipart body'));
        return;
      }
      parser.on('file', (field, stream, info) => {
        const name = info.filename ?? '';
        if (field !== limits.field) {
          refuse(badRequest(`Unexpected file field "${field}"`));
          stream.resume();
          return;
        }
        if (!limits.fileName.test(name) || names.includes(name)) {
          refuse(
            badRequest(
              names.includes(name)
                ? `${name} was sent twice`
                : `"${name}" is not the name of a release file`,
            ),
          );
          stream.resume();
          return;
        }
        names.push(name);
        stream.on('limit', () =>
          refuse(
            payloadTooLarge(
              `${name} is larger than ${megabytes(limits.maxFileBytes)}, the most a release file may be`,
            ),
          ),
        );
        writes.push(
          pipeline(stream, createWriteStream(join(dir, name), { flags: 'wx', mode: 0o600 })).catch(
            () => refuse(badRequest(`${name} could not be received`)),
          ),
        );
      });
      parser.on('field', (field, value) => {
        if (limits.textFields.includes(field)) fields[field] = value;
        else refuse(badRequest(`Unexpected field "${field}"`));
      });
      parser.on('filesLimit', () =>
        refuse(payloadTooLarge(`At most ${limits.maxFiles} files make a release`)),
      );
      parser.on('partsLimit', () => refuse(payloadTooLarge('Too many parts')));
      parser.on('fieldsLimit', () => refuse(badRequest('Too many fields')));
      parser.on('error', () => reject(badRequest('Malformed multipart body')));
      parser.on('close', () => resolve());
      ctx.req.on('aborted', () => reject(badRequest('The upload was interrupted')));
      ctx.req.pipe(parser);
    });
    await Promise.all(writes);
    if (refused) throw refused;
    return { dir, names, fields };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
