/**
 * The Playwright web server: the real API on 127.0.0.1:4173 (PORT overrides) serving the built
 * site, with a fresh database, the e2e administrator and no demo content. Build the site first.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIST, startApiProcess } from './support/api-process';

if (!existsSync(join(SITE_DIST, 'index.html'))) {
  console.error('The site is not built: run `npm run build -w site` first.');
  process.exit(1);
}

const server = await startApiProcess({
  port: Number(process.env.PORT ?? 4173),
  inheritOutput: true,
});
console.log(`e2e server ready at ${server.url} (data in ${server.dataDir})`);

const shutdown = () => {
  void server.stop().then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
