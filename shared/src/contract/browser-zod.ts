/**
 * In a browser (the site and the admin, browser and desktop), zod runs without its `new Function`
 * fast path: the pages' CSP has no 'unsafe-eval', and zod probes `new Function` when it builds an
 * object schema; even that caught probe is reported as a CSP violation. Imported first by the
 * modules whose schemas a page builds before anything else (errors.ts, through the API
 * transport), so it runs before any schema exists whatever the bundler's chunk order. The server
 * keeps the fast path.
 */
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });
