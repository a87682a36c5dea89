import { useId, useState } from 'react';
import { Field } from '../../forms/field';
import { isSafeImageSrc } from './html-serializer';
import { UrlPanel } from './url-panel';

/**
 * Inserts an image: a file from this computer (uploaded, with WebP copies made as for featured
 * images) or an address. Its alternative text is asked for: a reader who cannot see the picture
 * hears it. A purely decorative picture is marked so explicitly and stored with alt="".
 */
export function ImagePanel({
  onInsert,
  onCancel,
  uploadImage,
}: {
  onInsert: (url: string, alt: string) => void;
  onCancel: () => void;
  uploadImage?: ((file: File) => Promise<string>) | undefined;
}) {
  const id = useId();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [uploaded, setUploaded] = useState('');
  const [upload, setUpload] = useState<{ busy: boolean; error: string }>({
    busy: false,
    error: '',
  });

  async function onFile(file: File | undefined) {
    if (!file || !uploadImage) return;
    if (!file.type.startsWith('image/')) {
      setUpload({ busy: false, error: 'Choose an image file (JPEG, PNG, WebP or GIF)' });
      return;
    }
    setUpload({ busy: true, error: '' });
    try {
      setUploaded(await uploadImage(file));
      setUpload({ busy: false, error: '' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      setUpload({ busy: false, error: message || 'The image could not be uploaded' });
    }
  }

  return (
    <UrlPanel
      // A finished upload fills the address in.
      key={uploaded}
      name="Image"
      addressLabel="Image address"
      placeholder="https://… or /uploads/…"
      initialUrl={uploaded}
      isValid={isSafeImageSrc}
      invalidMessage="Use an https:// address or a path on this site such as /uploads/picture.webp"
      submitLabel="Insert image"
      check={() =>
        upload.busy
          ? 'Wait for the upload to finish'
          : decorative || alt.trim()
            ? ''
            : 'Describe the picture for readers who cannot see it, or mark it as decorative'
      }
      onSubmit={(url) => onInsert(url, decorative ? '' : alt.trim())}
      onCancel={onCancel}
      fields={(onKeyDown) => (
        <>
          {uploadImage && (
            <Field
              id={`${id}-file`}
              label="Upload from this computer"
              error={upload.error || undefined}
              hint={
                <span role="status">
                  {upload.busy
                    ? 'Uploading…'
                    : uploaded
                      ? 'Uploaded.'
                      : 'Or give an address below.'}
                </span>
              }
            >
              {(aria) => (
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  disabled={upload.busy}
                  onChange={(e) => void onFile(e.target.files?.[0])}
                  {...aria}
                />
              )}
            </Field>
          )}
          <Field id={`${id}-alt`} label="Alternative text">
            {(aria) => (
              <input
                className="admin-input"
                type="text"
                placeholder="Describe the picture"
                value={decorative ? '' : alt}
                disabled={decorative}
                onChange={(e) => setAlt(e.target.value)}
                onKeyDown={onKeyDown}
                {...aria}
              />
            )}
          </Field>
          <label className="admin-checkbox">
            <input
              type="checkbox"
              checked={decorative}
              onChange={(e) => setDecorative(e.target.checked)}
            />
            Decorative image (no description)
          </label>
        </>
      )}
    />
  );
}
