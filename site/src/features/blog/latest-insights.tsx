import { Suspense } from 'react';
import { Await, Link } from 'react-router-dom';
import type { BlogPostSummary } from '@northbeam/shared/contract/blog';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { Banner } from '../../ui/banner';
import { Reveal } from '../../ui/reveal';
import { Spinner } from '../../ui/spinner';
import { BlogCard } from './blog-card';

function LatestList({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return <p className="empty-state">{MESSAGES.blog.emptyHome}</p>;
  return (
    <div className="card-grid card-grid--3" data-testid="latest-insights">
      {posts.map((post, index) => (
        <Reveal key={post._id} delay={index * 120}>
          <BlogCard post={post} />
        </Reveal>
      ))}
    </div>
  );
}

/** Latest Insights: the 3 newest posts, a spinner while they load, an empty message. */
export function LatestInsights({ posts }: { posts: Promise<BlogPostSummary[]> }) {
  return (
    <section className="section section--muted" aria-labelledby="latest-insights-title">
      <div className="container">
        <div className="section__header section__header--row">
          <div>
            <p className="eyebrow">From the blog</p>
            <h2 id="latest-insights-title">Latest Insights</h2>
          </div>
          <Link to="/blog" className="button button--outline">
            View All Articles
          </Link>
        </div>
        <Suspense fallback={<Spinner label="Loading the latest posts" />}>
          <Await
            resolve={posts}
            errorElement={<Banner tone="error">{MESSAGES.blog.listFailed}</Banner>}
          >
            {(resolved: BlogPostSummary[]) => <LatestList posts={resolved} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
