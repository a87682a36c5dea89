import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { BLOG_CATEGORIES, LIMITS } from './constants';
import { formBoolean, requiredText } from './fields';

export const blogCategory = z.enum(BLOG_CATEGORIES, {
  error: `Category must be one of: ${BLOG_CATEGORIES.join(', ')}`,
});

/** Tags arrive comma-separated (form) or as a list; blanks and duplicates are dropped. */
export const tagsField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    const list = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(list)) return list;
    const seen = new Set<string>();
    const out: unknown[] = [];
    for (const item of list) {
      if (typeof item !== 'string') return list; // let the array schema report it
      const tag = item.trim();
      if (tag && !seen.has(tag.toLowerCase())) {
        seen.add(tag.toLowerCase());
        out.push(tag);
      }
    }
    return out;
  },
  z
    .array(
      z.string().max(LIMITS.tag, { error: `Each tag must be at most ${LIMITS.tag} characters` }),
      { error: 'Tags must be a comma-separated list' },
    )
    .max(LIMITS.tags, { error: `At most ${LIMITS.tags} tags` }),
);

/** Splits the form's comma-separated tags text. */
export function splitTags(text: string): string[] {
  return tagsField.parse(text) as string[];
}

/** An absolute https address, or a site path (a relative one gets a leading slash). */
export const imageUrlField = z
  .string()
  .trim()
  .max(2048)
  .transform((value) =>
    value && !/^https:\/\//i.test(value) && !value.startsWith('/') ? `/${value}` : value,
  )
  .refine(
    (value) => value === '' || /^https:\/\/[^\s]+$/i.test(value) || /^\/[^\s]*$/.test(value),
    {
      error: 'Image URL must be an https address or a path on this site',
    },
  )
  .refine((value) => !/^\/\//.test(value) && !value.split('/').includes('..'), {
    error: 'Image URL must be an https address or a path on this site',
  });

/** Does the HTML hold anything a reader would see? */
export const htmlHasContent = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0 || /<img\s/i.test(html);

/** Text fields of POST /api/blogs and PUT /api/blogs/{id} (multipart; the file is `image`). */
export const blogInput = z.object({
  title: requiredText('Title', LIMITS.blogTitle),
  excerpt: requiredText('Excerpt', LIMITS.blogExcerpt),
  content: requiredText('Content', LIMITS.blogContent).refine(htmlHasContent, {
    error: 'Content is required',
  }),
  author: requiredText('Author', LIMITS.author),
  category: blogCategory,
  tags: tagsField,
  published: formBoolean.default(true),
  /**
   * Optional: with `published` false, when the post goes live by itself (an ISO date-time with
   * its offset); '' cancels a schedule; absent leaves it as it is.
   */
  publishAt: z
    .union([
      z.literal(''),
      z.iso.datetime({
        offset: true,
        error: 'Publication time must be a date and time, e.g. 2026-12-01T09:00:00Z',
      }),
    ])
    .optional(),
  /** Optional: keep or set the featured image by address instead of uploading one. */
  imageUrl: imageUrlField.optional(),
});
export type BlogInput = z.input<typeof blogInput>;
export type BlogData = z.output<typeof blogInput>;

/** PUT /api/blogs/{id} with JSON: the dashboard's Publish/Unpublish toggle. */
export const blogPublishToggle = z.object({
  published: z.boolean({ error: 'published must be true or false' }),
});

/** List items leave out the full `content` (keeps lists fast); detail calls include it. */
export const blogPostSummary = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.string(),
  /**
   * One of the fixed list; '' only on an unpublished post the editor's autosave created before a
   * category was chosen (a post is published only through blogInput, which requires one).
   */
  category: z.union([blogCategory, z.literal('')]),
  author: z.string(),
  tags: z.array(z.string()),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The team's answers: an unpublished post scheduled to go live then (absent otherwise). */
  publishAt: z.string().optional(),
  /** An uploaded image's size and its WebP copies (`srcset`); absent for other addresses. */
  image: z
    .object({ width: z.number().int(), height: z.number().int(), srcset: z.string() })
    .optional(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPost = blogPostSummary.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPost>;

/** GET /api/blogs?category=&tag=&page=&limit= */
export const blogListFilter = z.object({
  category: blogCategory.optional(),
  tag: z.string().trim().max(LIMITS.tag).optional(),
});
