import { useCallback, type ChangeEvent } from 'react';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../contract/constants';
import { Field } from '../../../forms/field';
import { useAdminApi, useAssetUrl } from '../../app/admin-platform-context';
import { RichTextEditor } from '../../editor/rich-text-editor';
import { FeaturedImageField } from './featured-image-field';
import type { BlogForm } from './use-blog-form';
import type { useFeaturedImage } from './use-featured-image';

/** The post's fields: title, author, category, excerpt, featured image, content, tags, publishing. */
export function BlogFields({
  blog,
  image,
}: {
  blog: BlogForm;
  image: ReturnType<typeof useFeaturedImage>;
}) {
  const api = useAdminApi();
  const assetUrl = useAssetUrl();
  const { form, set } = blog;
  const onContentChange = useCallback((html: string) => set('content', html), [set]);
  const uploadContentImage = useCallback(
    async (file: File) =>
      (
        await api.blogs.uploadImage({
          files: {
            image: {
              name: file.name,
              type: file.type,
              data: new Uint8Array(await file.arrayBuffer()),
            },
          },
        })
      ).url,
    [api],
  );
  /** The value and change handler of a text field. */
  const text = (key: 'title' | 'author' | 'excerpt' | 'tags') => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
  });

  return (
    <>
      <Field id="blog-title" label="Title" required>
        {(aria) => <input className="admin-input" required {...text('title')} {...aria} />}
      </Field>
      <div className="admin-form__row">
        <Field id="blog-author" label="Author" required>
          {(aria) => <input className="admin-input" required {...text('author')} {...aria} />}
        </Field>
        <Field id="blog-category" label="Category" required>
          {(aria) => (
            <select
              className="admin-select"
              value={form.category}
              required
              onChange={(e) => set('category', e.target.value as BlogCategory | '')}
              {...aria}
            >
              <option value="">Select a category</option>
              {BLOG_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id="blog-excerpt" label="Excerpt" required>
        {(aria) => (
          <textarea className="admin-textarea" rows={3} required {...text('excerpt')} {...aria} />
        )}
      </Field>
      <FeaturedImageField
        imageUrl={form.imageUrl}
        preview={image.preview}
        chosen={image.image !== null}
        onChoose={image.choose}
      />
      <Field id="blog-content" label="Content" required>
        {(aria) => (
          <RichTextEditor
            key={blog.loaded}
            id={aria.id}
            initialHtml={form.content}
            onChange={onContentChange}
            resolveAsset={assetUrl}
            uploadImage={uploadContentImage}
          />
        )}
      </Field>
      <Field id="blog-tags" label="Tags" hint="Separate tags with commas.">
        {(aria) => (
          <input
            className="admin-input"
            placeholder="cloud, security, devops"
            {...text('tags')}
            {...aria}
          />
        )}
      </Field>
      <label className="admin-checkbox">
        <input
          type="checkbox"
          checked={form.published}
          onChange={(e) => set('published', e.target.checked)}
        />
        Publish immediately
      </label>
      {!form.published && (
        <Field
          id="blog-publish-at"
          label="Publish at"
          hint="Optional: the post goes live by itself at this time (your time zone). Leave empty to keep it a draft."
        >
          {(aria) => (
            <input
              type="datetime-local"
              className="admin-input"
              value={form.publishAt}
              onChange={(e) => set('publishAt', e.target.value)}
              {...aria}
            />
          )}
        </Field>
      )}
    </>
  );
}
