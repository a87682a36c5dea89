/**
 * Registers handlers at the method and path the route table (`shared/src/contract/routes.ts`)
 * declares, so a router never spells a path. A route declared `admin` gets the staff check before its
 * handlers: the table, not each router's memory, decides which calls need a session and which
 * role may make them.
 */
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { RouteDef } from '@northbeam/shared/contract/routes';
import type { AppDeps } from '../deps';
import { trustedOrigins } from '../middleware/csrf';
import { requireAdmin } from '../middleware/require-admin';

export type RouteHandler = RouterMiddleware;

export function declaredRoutes(router: Router, config: AppDeps['config']) {
  const origins = trustedOrigins(config);
  return (definition: RouteDef, ...handlers: RouteHandler[]) => {
    if (definition.access === 'admin' && !definition.permission) {
      throw new Error(`${definition.method} ${definition.path}: an admin call needs a permission`);
    }
    const chain =
      definition.access === 'admin'
        ? [requireAdmin(origins, definition.permission!), ...handlers]
        : handlers;
    switch (definition.method) {
      case 'GET':
        router.get(definition.path, ...chain);
        break;
      case 'POST':
        router.post(definition.path, ...chain);
        break;
      case 'PUT':
        router.put(definition.path, ...chain);
        break;
      case 'DELETE':
        router.delete(definition.path, ...chain);
        break;
    }
  };
}
