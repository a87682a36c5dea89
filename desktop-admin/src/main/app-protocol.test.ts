import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveAppFile, serveAppFile } from './app-protocol';

let root: string;
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'northbeam-app-'));
  root = join(dir, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(root, 'assets', 'a.js'), 'console.log(1)');
  await writeFile(join(dir, 'secret.txt'), 'nope');
});

describe('app:// protocol', () => {
  it('maps URLs inside the renderer folder only', () => {
    expect(resolveAppFile(root, 'app://admin/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://admin/assets/a.js')).toBe(join(root, 'assets', 'a.js'));
    // The URL parser folds %2e%2e segments: it stays inside the folder.
    expect(resolveAppFile(root, 'app://admin/%2e%2e/secret.txt')).toBe(join(root, 'secret.txt'));
    expect(resolveAppFile(root, 'app://admin/..%2Fsecret.txt')).toBeNull();
    expect(resolveAppFile(root, 'app://admin/a%00b')).toBeNull();
  });

  it('serves the page with the CSP header and assets with their type', async () => {
    const page = await serveAppFile(root, 'app://admin/index.html', () => "default-src 'none'");
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(page.headers.get('content-type')).toContain('text/html');
    const js = await serveAppFile(root, 'app://admin/assets/a.js', () => '');
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(await js.text()).toBe('console.log(1)');
    expect((await serveAppFile(root, 'app://admin/missing.js', () => '')).status).toBe(404);
    expect((await serveAppFile(root, 'app://admin/..%2Fsecret.txt', () => '')).status).toBe(404);
  });
});
