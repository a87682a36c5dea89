/**
 * The admin's components in jsdom, as the app mounts them: the real platform context, API client
 * and session, a router, the admin's field look. The one thing faked is what the platform carries
 * to the server: a fake server answers the calls of the route table, checking each request's query
 * and body with the route's own schemas (as the API does), while the client checks the answers.
 */
import { StrictMode, type ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { ApiRequest, ApiResponse, Transport } from '../../api-client/transport';
import type { StaffProfile } from '../../contract/admin';
import { TOTAL_COUNT_HEADER } from '../../contract/constants';
import type { RouteDef } from '../../contract/route-def';
import { routes } from '../../contract/routes';
import { ADMIN_FIELD_LOOK, FieldLookProvider } from '../../forms/field-look';
import type { AdminPlatform } from '../../platform/admin-platform';
import { AdminPlatformProvider, useAdminSession } from '../app/admin-platform-context';

// jsdom has <dialog> but not its modal methods (ConfirmDialog uses them): open and close it as a
// browser does.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
}

// jsdom has no popovers (Sheet uses them) and does not know `:popover-open`: shown and hidden as
// a browser does, with its `toggle` event; a shown popover <dialog> is `open` to jsdom.
if (typeof HTMLElement !== 'undefined' && !('showPopover' in HTMLElement.prototype)) {
  const shown = new WeakSet<HTMLElement>();
  const toggled = (element: HTMLElement, newState: 'open' | 'closed') =>
    element.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
  const matches = Element.prototype.matches;
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      if (shown.has(this)) return;
      shown.add(this);
      if (this instanceof HTMLDialogElement) this.open = true;
      toggled(this, 'open');
    },
    hidePopover(this: HTMLElement) {
      if (!shown.delete(this)) return;
      if (this instanceof HTMLDialogElement) this.open = false;
      toggled(this, 'closed');
    },
  });
  Element.prototype.matches = function (this: Element, selector: string) {
    if (selector === ':popover-open') return this instanceof HTMLElement && shown.has(this);
    return matches.call(this, selector);
  };
}

// The machine running the suite may be busy: give findBy/waitFor room before they give up.
configure({ asyncUtilTimeout: 3000 });

export const OWNER: StaffProfile = {
  _id: '00000000-0000-4000-8000-000000000001',
  email: 'owner@example.com',
  name: 'Olivia Owner',
  role: 'owner',
  twoFactor: false,
  twoFactorSetupRequired: false,
};

/** What a fake route is asked: the path's parameters, the query as sent, the parsed body. */
export interface FakeCall {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

type Handler = (call: FakeCall) => ApiResponse | Promise<ApiResponse>;

export const ok = (body: unknown): ApiResponse => ({ status: 200, headers: {}, body });
export const noContent = (): ApiResponse => ({ status: 204, headers: {}, body: null });
export const fail = (status: number, message: string): ApiResponse => ({
  status,
  headers: {},
  body: { message },
});
/** One page of a list call: the items and the total behind them. */
export const listPage = (items: readonly unknown[], total = items.length): ApiResponse => ({
  status: 200,
  headers: { [TOTAL_COUNT_HEADER.toLowerCase()]: String(total) },
  body: items,
});

/** The query as it goes on the URL (buildUrl drops empty values). */
function sentQuery(query: ApiRequest['query']): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') sent[key] = String(value);
  }
  return sent;
}

function matcher(definition: RouteDef) {
  const names: string[] = [];
  const source = definition.path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const pattern = new RegExp(`^${source}$`);
  return (request: ApiRequest): Record<string, string> | null => {
    if (request.method !== definition.method) return null;
    const found = pattern.exec(request.path);
    if (!found) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
  };
}

/**
 * A server that answers only the routes a test gives it (`on`), the profile of `admin` besides;
 * anything else is a 404 that names the call. `requests` holds every call, in order.
 */
export function fakeServer(admin: StaffProfile = OWNER) {
  const handlers: Array<{
    definition: RouteDef;
    match: ReturnType<typeof matcher>;
    handle: Handler;
  }> = [];
  const requests: ApiRequest[] = [];

  /** Answers `definition`'s calls (a later `on` of the same route wins). */
  function on(definition: RouteDef, handle: Handler) {
    handlers.unshift({ definition, match: matcher(definition), handle });
  }

  const transport: Transport = async (request) => {
    requests.push(structuredClone(request));
    // As the API's router: a literal path (`/api/careers/applications`) before a parameter's
    // (`/api/careers/:id`); of two answers to one route, the later `on`.
    const found = handlers
      .map((handler) => ({ ...handler, params: handler.match(request) }))
      .filter((m): m is typeof m & { params: Record<string, string> } => m.params !== null)
      .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length)[0];
    if (!found) {
      return fail(404, `The fake server has no answer for ${request.method} ${request.path}`);
    }
    const { definition, params, handle } = found;
    const query = sentQuery(request.query);
    if (definition.query) {
      const checked = definition.query.safeParse(query);
      if (!checked.success) return fail(400, checked.error.issues[0]!.message);
    }
    let body: unknown = undefined;
    if (request.body?.kind === 'json') {
      body = request.body.data;
      if (definition.input) {
        const checked = definition.input.safeParse(body);
        if (!checked.success) return fail(400, checked.error.issues[0]!.message);
        body = checked.data;
      }
    } else if (request.body?.kind === 'multipart') {
      body = request.body.fields;
    }
    return handle({ params, query, body });
  };

  on(routes.admin.profile, () => ok(admin));
  // The session check at start (GET /api/admin/session): this person is signed in.
  on(routes.admin.session, () => ok({ admin }));

  return {
    transport,
    requests,
    on,
    /** The calls made to one route: parameters, query and body as the client sent them. */
    callsTo(definition: RouteDef): Array<FakeCall> {
      const match = matcher(definition);
      return requests.flatMap((request) => {
        const params = match(request);
        if (!params) return [];
        const body =
          request.body?.kind === 'json'
            ? request.body.data
            : request.body?.kind === 'multipart'
              ? request.body.fields
              : undefined;
        return [{ params, query: sentQuery(request.query), body }];
      });
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

/** As the app's guard (RequireAdmin): the page once the session has said who is signed in. */
function SignedIn({ children }: { children: ReactNode }) {
  const { status } = useAdminSession();
  return status === 'authenticated' ? children : null;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * Renders `ui` at `at` (matched by the router path `path`, so `useParams` works) inside the admin's
 * providers, once signed in as the server's admin (so find the page's first element with findBy). `platform` overrides parts of the fake host.
 */
export function renderAdmin(
  ui: ReactNode,
  {
    server,
    at = '/',
    path = '*',
    admin = OWNER,
    platform: overrides = {},
  }: {
    server: FakeServer;
    at?: string;
    path?: string;
    admin?: StaffProfile;
    platform?: Partial<AdminPlatform>;
  },
) {
  let remembered: StaffProfile | null = admin;
  const platform: AdminPlatform = {
    kind: 'browser',
    transport: server.transport,
    session: {
      load: async () => remembered,
      save: async (info) => {
        remembered = info;
      },
      clear: async () => {
        remembered = null;
      },
    },
    download: vi.fn(async () => {}),
    ...overrides,
  };
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            <SignedIn>{ui}</SignedIn>
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  const user = userEvent.setup();
  const result = render(
    <StrictMode>
      <AdminPlatformProvider platform={platform}>
        <FieldLookProvider value={ADMIN_FIELD_LOOK}>
          <RouterProvider router={router} />
        </FieldLookProvider>
      </AdminPlatformProvider>
    </StrictMode>,
  );
  return { ...result, user, platform, router };
}

/** Where the router is now (path and query). */
export const currentLocation = () =>
  document.querySelector('[data-testid="location"]')?.textContent ?? '';
