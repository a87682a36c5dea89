/**
 * The browser's AdminPlatform: same-origin fetch with the HttpOnly session cookie (the server
 * judges CSRF by the browser's Fetch Metadata); non-secret admin info in local storage (never the
 * token); downloads through a link.
 */
import { adminInfo, withoutToken, type StaffProfile } from '@northbeam/shared/contract/admin';
import { buildUrl, createFetchTransport } from '@northbeam/shared/api-client/transport';
import { withFirstRequest } from './first-request';
import { ADMIN_INFO_STORAGE_KEY } from '@northbeam/shared/contract/constants';
import type {
  AdminPlatform,
  AdminSessionStore,
  DownloadQuery,
  FilesUpload,
  UploadAnswer,
} from '@northbeam/shared/platform/admin-platform';

/**
 * A multipart POST with upload progress: XMLHttpRequest (fetch reports none), same origin with
 * the session cookie. The browser reads the chosen files from disk as it sends them.
 */
export function uploadWithProgress(upload: FilesUpload): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  for (const file of upload.files) form.append(upload.field, file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', upload.path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new Error('The server could not be reached'));
    request.onabort = () => reject(new Error('The upload was cancelled'));
    request.send(form);
  });
}

/** Admin info in `localStorage.adminInfo`, token stripped before saving. */
export function createLocalSessionStore(storage: Storage): AdminSessionStore {
  const recall = (): StaffProfile | null => {
    try {
      const raw = storage.getItem(ADMIN_INFO_STORAGE_KEY);
      if (!raw) return null;
      const parsed = adminInfo.safeParse(JSON.parse(raw));
      if (!parsed.success) return null;
      return withoutToken(parsed.data);
    } catch {
      return null;
    }
  };
  return {
    recall,
    async load() {
      return recall();
    },
    async save(info: StaffProfile) {
      storage.setItem(ADMIN_INFO_STORAGE_KEY, JSON.stringify(withoutToken(info)));
    },
    async clear() {
      storage.removeItem(ADMIN_INFO_STORAGE_KEY);
    },
  };
}

export function createBrowserPlatform(
  options: { storage?: Storage; document?: Document; fetch?: typeof fetch } = {},
) {
  const doc = options.document ?? document;
  return {
    kind: 'browser',
    transport: createFetchTransport({
      baseUrl: '',
      credentials: 'same-origin',
      // The first screen's answers, asked for by the page's first script (first-request.ts).
      fetch: withFirstRequest(options.fetch ?? ((...args) => fetch(...args))),
    }),
    session: createLocalSessionStore(options.storage ?? localStorage),
    async download(path: string, suggestedName: string, query?: DownloadQuery) {
      // The session cookie authorises the GET; the API answers with Content-Disposition.
      const link = doc.createElement('a');
      link.href = buildUrl('', path, query);
      link.download = suggestedName;
      link.rel = 'noopener';
      link.style.display = 'none';
      doc.body.append(link);
      link.click();
      link.remove();
    },
    uploadFiles: uploadWithProgress,
    async readFile(path: string, query?: DownloadQuery) {
      const doFetch = options.fetch ?? fetch;
      const response = await doFetch(buildUrl('', path, query), { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`The file could not be read (${response.status})`);
      return {
        data: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  } satisfies AdminPlatform;
}
