/**
 * In a browser (the site and the admin, browser and desktop), zod runs without its `new Function`
 * fast path: the pages' CSP has no 'unsafe-eval', and zod probes `new Function` when it builds an
 * object schema; even that caught probe is reported as a CSP violation. Imported first by every
 * contract module that builds a schema, so it runs before any schema exists whatever chunk a page
 * loads first (module evaluation order is the import order). The server keeps the fast path.
 */
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });
