import { IMAGE_MIME_TYPES } from '../../../contract/constants';
import { Field } from '../../../forms/field';
import { useAssetUrl } from '../../app/admin-platform-context';
import { ImageWithFallback } from '../../ui/image-with-fallback';

/** "Featured Image": the current one (or the chosen file's preview) and a file to replace it. */
export function FeaturedImageField({
  imageUrl,
  preview,
  chosen,
  onChoose,
}: {
  /** The image the post has on the server ('' for none). */
  imageUrl: string;
  /** The chosen file's object URL ('' for none). */
  preview: string;
  chosen: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const assetUrl = useAssetUrl();
  const current = preview || (imageUrl ? assetUrl(imageUrl) : '');
  return (
    <Field
      id="blog-image"
      label="Featured Image"
      required
      hint={
        imageUrl && !chosen
          ? 'Choose a file to replace the current image.'
          : 'JPEG, PNG, WebP or GIF.'
      }
    >
      {(aria) => (
        <div className="admin-file">
          {current ? (
            <ImageWithFallback
              src={current}
              alt="Featured image preview"
              className="admin-file__preview"
              fallbackClassName="admin-file__preview admin-file__preview--placeholder"
            />
          ) : (
            <span className="admin-file__preview admin-file__preview--placeholder">No image</span>
          )}
          <input
            type="file"
            accept={`image/*,${IMAGE_MIME_TYPES.join(',')}`}
            onChange={(e) => onChoose(e.target.files?.[0])}
            {...aria}
          />
        </div>
      )}
    </Field>
  );
}
