/**
 * Publishing a desktop release from the admin: the chosen files through the platform's upload
 * (with progress), to the route the table declares, the answer checked against its schema.
 */
import { publishedRelease, RELEASE_FILES_FIELD, type PublishedRelease } from '../contract/desktop';
import { apiErrorBody } from '../contract/errors';
import { routes } from '../contract/routes';
import type { FilesUpload, UploadAnswer } from '../platform/admin-platform';
import { ApiError } from './transport';

export async function publishDesktopRelease(
  upload: (request: FilesUpload) => Promise<UploadAnswer>,
  files: readonly File[],
  notes: string,
  onProgress: (sent: number, total: number) => void,
): Promise<PublishedRelease> {
  const answer = await upload({
    path: routes.desktop.publish.path,
    field: RELEASE_FILES_FIELD,
    files,
    fields: notes.trim() ? { notes: notes.trim() } : {},
    onProgress,
  });
  if (answer.status >= 200 && answer.status < 300) return publishedRelease.parse(answer.body);
  const body = apiErrorBody.safeParse(answer.body);
  throw new ApiError(answer.status, body.success ? body.data : undefined);
}
