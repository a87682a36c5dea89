import type { BlogPost, BlogPostSummary } from '@northbeam/shared/contract/blog';
import {
  BLOG_CATEGORIES,
  BLOG_RECENT_POSTS,
  HOME_LATEST_POSTS,
  RELATED_POSTS,
} from '@northbeam/shared/contract/constants';
import type { Page } from '@northbeam/shared/contract/pagination';
import type { PublicReadApi } from '@northbeam/shared/api-client/public-api';

export const BLOG_PAGE_SIZE = 9;

export interface CategoryCount {
  category: string;
  count: number;
}

export interface BlogSidebarData {
  /** Categories that have published posts, in the spec's order, with their counts. */
  categories: CategoryCount[];
  recent: BlogPostSummary[];
  tags: string[];
}

export async function latestPosts(api: PublicReadApi): Promise<BlogPostSummary[]> {
  return (await api.listBlogs({ limit: HOME_LATEST_POSTS })).items;
}

export async function blogPage(
  api: PublicReadApi,
  options: {
    category?: string | undefined;
    tag?: string | undefined;
    page: number;
  },
): Promise<Page<BlogPostSummary>> {
  const query: Parameters<PublicReadApi['listBlogs']>[0] = {
    page: options.page,
    limit: BLOG_PAGE_SIZE,
  };
  if (options.category) query.category = options.category;
  if (options.tag) query.tag = options.tag;
  return api.listBlogs(query);
}

/**
 * The sidebar: one cheap call per category (limit 1, the total comes in X-Total-Count) tells which
 * categories have posts; the newest 50 summaries give the recent posts and the tag cloud.
 */
export async function blogSidebar(api: PublicReadApi): Promise<BlogSidebarData> {
  const [counts, newest] = await Promise.all([
    Promise.all(
      BLOG_CATEGORIES.map(async (category) => ({
        category,
        count: (await api.listBlogs({ category, limit: 1 })).total,
      })),
    ),
    api.listBlogs({ limit: 50 }),
  ]);
  const tags = new Map<string, string>();
  for (const post of newest.items)
    for (const tag of post.tags) if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  return {
    categories: counts.filter((entry) => entry.count > 0),
    recent: newest.items.slice(0, BLOG_RECENT_POSTS),
    tags: [...tags.values()].sort((a, b) => a.localeCompare(b)).slice(0, 30),
  };
}

export async function blogPost(api: PublicReadApi, slug: string): Promise<BlogPost> {
  return api.getBlog(slug);
}

/** Up to 3 posts of the same category, without the current one. */
export async function relatedPosts(api: PublicReadApi, post: BlogPost): Promise<BlogPostSummary[]> {
  const list = await api.listBlogsByCategory(post.category, { limit: RELATED_POSTS + 1 });
  return list.filter((item) => item._id !== post._id).slice(0, RELATED_POSTS);
}
