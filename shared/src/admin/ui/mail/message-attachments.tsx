import { useState } from 'react';
import type { MessageAttachment } from '../../../contract/conversations';
import { useAdminPlatform } from '../../app/admin-platform-context';
import { PdfAttachment } from './pdf-attachment';

/** "12 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const isPdf = (file: MessageAttachment) => file.contentType === 'application/pdf';

/**
 * The files that came with a message: each kept one downloadable, a PDF also read in the page;
 * one that was not kept (not a PDF, Word file or image) is named with its size.
 */
export function MessageAttachments({
  files,
  pathOf,
}: {
  files: readonly MessageAttachment[];
  /** The API path of a file. */
  pathOf: (attachmentId: string) => string;
}) {
  const platform = useAdminPlatform();
  const [viewing, setViewing] = useState<string | null>(null);
  const [error, setError] = useState('');
  if (files.length === 0) return null;

  async function download(file: MessageAttachment) {
    setError('');
    try {
      await platform.download(pathOf(file.id), file.filename);
    } catch {
      setError(`Failed to download ${file.filename}`);
    }
  }

  const shown = files.find((f) => f.id === viewing);
  return (
    <div className="admin-mail__files">
      <ul aria-label="Attachments">
        {files.map((file) => (
          <li key={file.id} className="admin-mail__file">
            <span className="admin-mail__file-name">{file.filename}</span>{' '}
            <span className="admin-muted">{fileSize(file.size)}</span>
            {file.available ? (
              <span className="admin-mail__file-actions">
                <button
                  type="button"
                  className="admin-btn admin-btn--secondary admin-btn--small"
                  onClick={() => void download(file)}
                >
                  Download<span className="admin-visually-hidden"> {file.filename}</span>
                </button>
                {isPdf(file) && (
                  <button
                    type="button"
                    className="admin-btn admin-btn--secondary admin-btn--small"
                    aria-expanded={viewing === file.id}
                    onClick={() => setViewing(viewing === file.id ? null : file.id)}
                  >
                    {viewing === file.id ? 'Close' : 'View'}
                    <span className="admin-visually-hidden"> {file.filename}</span>
                  </button>
                )}
              </span>
            ) : (
              <span className="admin-muted"> · not kept (only PDF, Word files and images are)</span>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      )}
      {shown && <PdfAttachment path={pathOf(shown.id)} name={shown.filename} />}
    </div>
  );
}
