/**
 * Is a build output there? Checked on the file system at most every few seconds until it is (the
 * site may be built after the API started), then never again: a build does not vanish under a
 * running server, and a synchronous file-system call has no place on every request.
 */
import { existsSync } from 'node:fs';

const RECHECK_MS = 5_000;

export function buildPresence(files: string[], onMissing?: () => void): () => boolean {
  let present = false;
  let checkedAt = -Infinity;
  let reported = false;
  return () => {
    if (present || Date.now() - checkedAt < RECHECK_MS) return present;
    checkedAt = Date.now();
    present = files.every((file) => existsSync(file));
    if (!present && !reported) {
      reported = true;
      onMissing?.();
    }
    return present;
  };
}
