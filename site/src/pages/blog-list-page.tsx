import { Fragment, Suspense } from 'react';
import {
  Await,
  Link,
  useAsyncValue,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import type { BlogPostSummary } from '@northbeam/shared/contract/blog';
import { BLOG_CATEGORIES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import type { Page } from '@northbeam/shared/contract/pagination';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { BlogCard } from '../features/blog/blog-card';
import { blogPage, blogSidebar, type BlogSidebarData } from '../features/blog/blog-data';
import { readsOf } from '../lib/api';
import { formatDate } from '../lib/format';
import { Banner } from '../ui/banner';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { Spinner } from '../ui/spinner';
import '../features/blog/blog.css';

const BLOG_RESULTS_ID = 'blog-results';

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

function blogHref(category: string, tag = '', page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

function CategoryFilter({ current, variant }: { current: string; variant: 'select' | 'list' }) {
  const sidebar = useAsyncValue() as BlogSidebarData;
  const options = ['All', ...sidebar.categories.map((entry) => entry.category)];
  const total = sidebar.categories.reduce((sum, entry) => sum + entry.count, 0);
  const navigate = useNavigate();
  if (variant === 'select')
    return (
      // A GET form: picking a category submits it (site entry script); before and without the app
      // it loads /blog?category=… as a page, the app navigates instead ("All" is plain /blog).
      <form
        method="get"
        action="/blog"
        className="blog-filter blog-filter--select"
        // Dimmed by the site's entry script the moment a category is picked (see native-forms.ts).
        data-busy-target={BLOG_RESULTS_ID}
        onSubmit={(event) => {
          event.preventDefault();
          const picked = new FormData(event.currentTarget).get('category');
          void navigate(blogHref(typeof picked === 'string' ? picked : ''));
        }}
      >
        <label htmlFor="blog-category" className="field__label">
          Category
        </label>
        <select
          key={current}
          id="blog-category"
          name="category"
          className="field__control"
          defaultValue={current}
          data-submit-on-change=""
        >
          {options.map((option) => (
            <option key={option} value={option === 'All' ? '' : option}>
              {option}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button button--outline blog-filter__submit">
            Show
          </button>
        </noscript>
      </form>
    );
  return (
    <nav className="blog-filter blog-filter--list sidebar-box" aria-label="Blog categories">
      <h2 className="sidebar-box__title">Categories</h2>
      <ul>
        <li>
          <Link to="/blog" aria-current={!current ? 'page' : undefined} className="category-link">
            <span>All</span>
            <span className="category-link__count">{total}</span>
          </Link>
        </li>
        {sidebar.categories.map((entry) => (
          <li key={entry.category}>
            <Link
              to={blogHref(entry.category)}
              aria-current={current === entry.category ? 'page' : undefined}
              className="category-link"
            >
              <span>{entry.category}</span>
              <span className="category-link__count">{entry.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SidebarExtras() {
  const sidebar = useAsyncValue() as BlogSidebarData;
  return (
    <>
      <section className="sidebar-box" aria-labelledby="recent-posts-title">
        <h2 id="recent-posts-title" className="sidebar-box__title">
          Recent Posts
        </h2>
        <ul className="recent-posts" data-testid="recent-posts">
          {sidebar.recent.map((post) => (
            <li key={post._id}>
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
            </li>
          ))}
        </ul>
      </section>
      {sidebar.tags.length ? (
        <section className="sidebar-box" aria-labelledby="tags-title">
          <h2 id="tags-title" className="sidebar-box__title">
            Tags
          </h2>
          <ul className="tag-cloud">
            {sidebar.tags.map((tag) => (
              <li key={tag}>
                <Link to={blogHref('', tag)} className="tag-pill">
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
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
