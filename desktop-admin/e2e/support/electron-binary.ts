import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const ELECTRON_MISSING_MESSAGE =
  'Electron binary not installed: desktop end-to-end tests run in the CI workflow on GitHub Actions';

/** The Electron executable, or null where it was never downloaded (e.g. no access to GitHub). */
export function electronBinary(): string | null {
  try {
    // The `electron` package exports the binary's path, and throws when the download never ran.
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}
