import { Fragment, Suspense } from 'react';
import {
  Await,
  Link,
  useAsyncValue,
  useLoaderData,
  useNavigate,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { BlogPostSummary } from '@northbeam/shared/contract/blog';
import { BLOG_CATEGORIES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import type { Page } from '@northbeam/shared/contract/pagination';
import { COMPANY } from '../content/company';
import { BlogCard } from '../features/blog/blog-card';
import { blogPage, blogSidebar, type BlogSidebarData } from '../features/blog/blog-data';
import { formatDate } from '../lib/format';
import { Banner } from '../ui/banner';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { Spinner } from '../ui/spinner';
import '../features/blog/blog.css';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const rawCategory = url.searchParams.get('category') ?? '';
  const category = rawCategory && rawCategory !== 'All' ? rawCategory : '';
  const tag = url.searchParams.get('tag')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const known = !category || (BLOG_CATEGORIES as readonly string[]).includes(category);
  const list: Promise<Page<BlogPostSummary>> = known
    ? blogPage({ category: category || undefined, tag: tag || undefined, page })
    : Promise.resolve({ items: [], total: 0, page, limit: 1 });
  return { list, sidebar: blogSidebar(), category, tag, page };
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
  const navigate = useNavigate();
  const options = ['All', ...sidebar.categories.map((entry) => entry.category)];
  const total = sidebar.categories.reduce((sum, entry) => sum + entry.count, 0);
  if (variant === 'select')
    return (
      <div className="blog-filter blog-filter--select">
        <label htmlFor="blog-category" className="field__label">
          Category
        </label>
        <select
          id="blog-category"
          className="field__control"
          value={current || 'All'}
          onChange={(event) =>
            navigate(blogHref(event.target.value === 'All' ? '' : event.target.value))
          }
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
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

export function Component() {
  const { list, sidebar, category, tag } = useLoaderData<typeof loader>();
  const heading = tag ? `Posts tagged “${tag}”` : category || 'All articles';
  return (
    <>
      <PageMeta
        title={category ? `${category} articles` : 'Blog'}
        description={`Articles from ${COMPANY.name} on cloud, software development, AI, security and hiring technology talent.`}
        feed
      />
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
            <h2 className="blog-layout__heading">{heading}</h2>
            {tag ? (
              <p>
                <Link to="/blog" className="text-link">
                  Clear tag filter
                </Link>
              </p>
            ) : null}
            <Suspense fallback={<Spinner label="Loading blog posts" />}>
              <Await
                resolve={list}
                errorElement={<Banner tone="error">{MESSAGES.blog.listFailed}</Banner>}
              >
                <PostList category={category} tag={tag} />
              </Await>
            </Suspense>
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
