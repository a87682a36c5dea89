import { Fragment, Suspense } from 'react';
import {
  Await,
  Link,
  useAsyncValue,
  Outlet,
  useLoaderData,
  useLocation,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import type { BlogPostSummary } from '@northbeam/shared/contract/blog';
import { BLOG_CATEGORIES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import type { Page } from '@northbeam/shared/contract/pagination';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { BlogCard } from '../features/blog/blog-card';
import { blogPage, blogSidebar } from '../features/blog/blog-data';
import {
  BLOG_RESULTS_ID,
  CategoryFilter,
  SidebarExtras,
  blogHref,
} from '../features/blog/blog-sidebar';
import { readsOf } from '../lib/api';
import { Banner } from '../ui/banner';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { Spinner } from '../ui/spinner';
import '../features/blog/blog.css';

/** The filter a list URL asks for (`?category=`, `?tag=`, `?page=`). */
function blogQuery(search: URLSearchParams) {
  const rawCategory = search.get('category') ?? '';
  const category = rawCategory && rawCategory !== 'All' ? rawCategory : '';
  const tag = search.get('tag')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return { category, tag, page };
}

/** The page around the list: the filter and the sidebar, the same for every filter. */
export function loader({ context }: LoaderFunctionArgs) {
  return { sidebar: blogSidebar(readsOf(context)) };
}

/**
 * Picking a category changes only the list: the sidebar is not fetched again, so the new filter's
 * heading and spinner show at once instead of waiting for nine sidebar calls.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/** The list of one filter (the index route under /blog). */
export function postsLoader({ request, context }: LoaderFunctionArgs) {
  const { category, tag, page } = blogQuery(new URL(request.url).searchParams);
  const known = !category || (BLOG_CATEGORIES as readonly string[]).includes(category);
  const list: Promise<Page<BlogPostSummary>> = known
    ? blogPage(readsOf(context), {
        category: category || undefined,
        tag: tag || undefined,
        page,
      })
    : Promise.resolve({ items: [], total: 0, page, limit: 1 });
  return { list, category, tag, page };
}

function PostList({ category, tag }: { category: string; tag: string }) {
  const page = useAsyncValue() as Page<BlogPostSummary>;
  if (page.items.length === 0) return <p className="empty-state">{MESSAGES.blog.emptyCategory}</p>;
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  return (
    <>
      <div className="card-grid card-grid--blog" data-testid="blog-posts">
        {page.items.map((post, index) => (
          <BlogCard key={post._id} post={post} headingLevel={2} priority={index === 0} />
        ))}
      </div>
      {pages > 1 ? (
        <nav className="pagination" aria-label="Pagination">
          {page.page > 1 ? (
            <Link to={blogHref(category, tag, page.page - 1)} className="button button--outline">
              ← Newer posts
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page.page} of {pages}
          </span>
          {page.page < pages ? (
            <Link to={blogHref(category, tag, page.page + 1)} className="button button--outline">
              Older posts →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}

/** The heading and the list of the current filter. */
export function Posts() {
  const { list, category, tag, page } = useLoaderData<typeof postsLoader>();
  const heading = tag ? `Posts tagged “${tag}”` : category || 'All articles';
  return (
    <>
      <PageMeta
        title={category ? `${category} articles` : PAGE_SUMMARIES.blog.title}
        description={PAGE_SUMMARIES.blog.description}
        feed
      />
      {/* A new element per filter: the busy mark of the previous one goes with it. */}
      <div id={BLOG_RESULTS_ID} key={`${category}|${tag}|${page}`} className="blog-results">
        <h2 className="blog-layout__heading">{heading}</h2>
        {tag ? (
          <p>
            <Link to="/blog" className="text-link">
              Clear tag filter
            </Link>
          </p>
        ) : null}
        {/* Keyed by the filter: a new filter shows its heading and a spinner at once instead of
          keeping the old list on screen until the new one has arrived. */}
        <Suspense
          key={`${category}|${tag}|${page}`}
          fallback={<Spinner label="Loading blog posts" />}
        >
          <Await
            resolve={list}
            errorElement={<Banner tone="error">{MESSAGES.blog.listFailed}</Banner>}
          >
            <PostList category={category} tag={tag} />
          </Await>
        </Suspense>
      </div>
    </>
  );
}

export function Component() {
  const { sidebar } = useLoaderData<typeof loader>();
  const { category } = blogQuery(new URLSearchParams(useLocation().search));
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights & Industry Trends"
        lead="Practical advice from our engineers, architects and recruiters."
      />
      <section className="section">
        <div className="container blog-layout">
          <div className="blog-layout__main">
            <Suspense fallback={null}>
              <Await resolve={sidebar} errorElement={<Fragment />}>
                <CategoryFilter current={category} variant="select" />
              </Await>
            </Suspense>
            <Outlet />
          </div>
          <aside className="blog-layout__sidebar" aria-label="Blog sidebar">
            <Suspense fallback={<Spinner label="Loading categories" />}>
              <Await resolve={sidebar} errorElement={<Fragment />}>
                <CategoryFilter current={category} variant="list" />
                <SidebarExtras />
              </Await>
            </Suspense>
          </aside>
        </div>
      </section>
    </>
  );
}
