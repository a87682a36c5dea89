/** Resume downloads: fetched in main with the bearer token, saved where the administrator chooses. */
import type { DownloadResult } from './ipc-contract';
import type { ApiForwarder } from './api-forwarding';

/** A file name safe on every OS: no folders, control or reserved characters. */
export function safeFileName(name: string, fallback = 'download'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const limited = cleaned.slice(0, 200);
  if (!limited || /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(limited)) return fallback;
  return limited;
}

export interface SaveDownloadDeps {
  forwarder: Pick<ApiForwarder, 'download'>;
  /** Native save dialog; resolves to the chosen path, or undefined when cancelled. */
  chooseSavePath: (defaultName: string) => Promise<string | undefined>;
  writeFile: (path: string, data: Uint8Array) => Promise<void>;
}

export async function saveDownload(
  deps: SaveDownloadDeps,
  path: string,
  suggestedName: string,
  query?: Record<string, string>,
): Promise<DownloadResult> {
  const file = await deps.forwarder.download(path, query);
  if (file.status < 200 || file.status >= 300) {
    return {
      saved: false,
      error:
        file.status === 404
          ? 'The file was not found on the server'
          : `Download failed (status ${file.status})`,
    };
  }
  const name = safeFileName(file.fileName ?? suggestedName, safeFileName(suggestedName));
  const target = await deps.chooseSavePath(name);
  if (!target) return { saved: false };
  await deps.writeFile(target, file.data);
  return { saved: true, filePath: target };
}
