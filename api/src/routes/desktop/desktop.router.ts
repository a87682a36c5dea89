/** The live desktop release for the admin's "Desktop app" page. */
import Router from '@koa/router';
import { NO_DESKTOP_RELEASE_MESSAGE } from '@northbeam/shared/contract/desktop';
import { routes } from '@northbeam/shared/contract/routes';
import { currentRelease } from '../../db/desktop-releases.queries';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/http-errors';
import { downloadsOf } from '../../services/desktop/desktop-releases.service';
import { declaredRoutes } from '../declared-routes';
import { noStore } from '../paging';

export function desktopRouter({ db, config }: AppDeps) {
  const router = new Router();
  const on = declaredRoutes(router, config);

  on(routes.desktop.latest, async (ctx) => {
    const live = await currentRelease(db);
    if (!live) throw notFound(NO_DESKTOP_RELEASE_MESSAGE);
    noStore(ctx);
    ctx.body = {
      version: live.release.version,
      publishedAt: new Date(live.release.published_at).toISOString(),
      notes: live.release.notes,
      downloads: downloadsOf(live.release.feeds, live.files).map((d) => ({
        ...d,
        url: `/desktop/${encodeURIComponent(d.name)}`,
      })),
    };
  });

  return router;
}
