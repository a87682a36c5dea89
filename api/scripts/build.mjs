// `npm run build -w api`: the API compiled to plain JavaScript for production (`npm start`, the
// Docker image): the server and the shell commands, with the shared contract bundled in (it is
// TypeScript source) and every npm dependency left to node_modules. tsx stays a development tool.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const dependencies = (path) =>
  Object.keys(JSON.parse(readFileSync(join(api, path), 'utf8')).dependencies ?? {});
const external = [
  ...dependencies('package.json'),
  ...dependencies('../shared/package.json'),
].flatMap((name) => [name, `${name}/*`]);

// `--outdir <folder>` (inside api/, as dist is: the server finds the repository from where it
// runs) builds elsewhere: the compiled-server test does, never touching the dist other tests run.
const outIndex = process.argv.indexOf('--outdir');
const outdir = outIndex > 0 ? process.argv[outIndex + 1] : 'dist';
rmSync(join(api, outdir), { recursive: true, force: true });
await build({
  absWorkingDir: api,
  entryPoints: {
    server: 'src/server.ts',
    'cli/admin': 'src/cli/admin.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
    'cli/desktop-publish': 'src/cli/desktop-publish.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log(`API built into api/${outdir}`);
