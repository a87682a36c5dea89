// `npm run test:electron`: the Electron end-to-end tests. On Linux they run inside a private
// D-Bus session with an unlocked gnome-keyring (scripts/with-keyring.sh) and, without a display,
// under xvfb-run. Where the Electron binary is missing, the spec itself skips with a clear message.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

let command = [
  'npx',
  'playwright',
  'test',
  '-c',
  'playwright.electron.config.ts',
  ...process.argv.slice(2),
];
if (process.platform === 'linux') {
  command = ['bash', 'scripts/with-keyring.sh', ...command];
  if (!process.env.DISPLAY && has('xvfb-run')) command = ['xvfb-run', '-a', ...command];
}
const result = spawnSync(command[0], command.slice(1), {
  cwd: root,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
