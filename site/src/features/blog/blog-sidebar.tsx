/**
 * The blog list's sidebar and filters: the categories (a select on a phone, a list beside the
 * posts), the recent posts and the tags, from the sidebar data the list's loader defers.
 */
import { Link, useAsyncValue, useNavigate } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import type { BlogSidebarData } from './blog-data';

/** The list's results, dimmed while a picked category loads (see native-forms.ts). */
export const BLOG_RESULTS_ID = 'blog-results';

/** The address of a list: a category, a tag, a page. */
export function blogHref(category: string, tag = '', page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

export function CategoryFilter({
  current,
  variant,
}: {
  current: string;
  variant: 'select' | 'list';
}) {
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

export function SidebarExtras() {
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
