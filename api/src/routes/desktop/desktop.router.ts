/** The live desktop release for the admin's "Desktop app" page, and publishing one (owners). */
import { rm } from 'node:fs/promises';
import Router from '@koa/router';
import {
  NO_DESKTOP_RELEASE_MESSAGE,
  RELEASE_FILES_FIELD,
  RELEASE_MAX_FILE_BYTES,
  RELEASE_MAX_FILES,
} from '@northbeam/shared/contract/desktop';
import { routes } from '@northbeam/shared/contract/routes';
import { badRequest, conflict, notFound } from '../../http/http-errors';
import { receiveFolder } from '../../middleware/release-upload';
import {
  RELEASE_FILE_NAME,
  ReleaseError,
  type DesktopReleases,
} from '../../services/desktop/desktop-releases.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';

export function desktopRouter({
  routing,
  releases,
}: {
  routing: DeclaredRoutesOptions;
  releases: DesktopReleases;
}) {
  const router = new Router();
  const on = declaredRoutes(router, routing);

  on(routes.desktop.latest, async ({ ctx }) => {
    const live = await releases.latest();
    if (!live) throw notFound(NO_DESKTOP_RELEASE_MESSAGE);
    noStore(ctx);
    return live;
  });

  // The checks of `npm run desktop:publish`, on the uploaded folder; the role was checked before
  // a byte of the body was read (the route's permission).
  on(routes.desktop.publish, async ({ ctx, actor }) => {
    const upload = await receiveFolder(ctx, {
      field: RELEASE_FILES_FIELD,
      textFields: ['notes'],
      maxFileBytes: RELEASE_MAX_FILE_BYTES,
      maxFiles: RELEASE_MAX_FILES,
      fileName: RELEASE_FILE_NAME,
    });
    try {
      if (upload.names.length === 0) {
        const message =
          'Choose the files electron-builder wrote (the latest*.yml feeds and what they list)';
        throw badRequest(message, { files: message });
      }
      const notes = upload.fields.notes?.trim();
      const published = await releases.publishUpload(actor, {
        dir: upload.dir,
        names: upload.names,
        notes: notes || undefined,
      });
      noStore(ctx);
      ctx.status = 201;
      return published;
    } catch (error) {
      if (error instanceof ReleaseError) {
        throw error.reason === 'published' ? conflict(error.message) : badRequest(error.message);
      }
      throw error;
    } finally {
      await rm(upload.dir, { recursive: true, force: true });
    }
  });

  return router;
}
