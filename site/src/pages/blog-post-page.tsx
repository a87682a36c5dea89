import { Fragment, Suspense } from 'react';
import {
  Await,
  Link,
  useAsyncError,
  useAsyncValue,
  useLoaderData,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { BlogPost, BlogPostSummary } from '@northbeam/shared/contract/blog';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { withResponsiveImages } from '@northbeam/shared/contract/uploaded-images';
import { blogPostingLd, breadcrumbLd } from '../app/structured-data';
import { COMPANY } from '../content/company';
import { BlogCard } from '../features/blog/blog-card';
import { blogPost, relatedPosts } from '../features/blog/blog-data';
import { BlogImage } from '../features/blog/blog-image';
import { sanitizePostHtml } from '../features/blog/sanitize';
import { isApiError, readsOf } from '../lib/api';
import { formatDate, isNotFound } from '../lib/format';
import { Banner } from '../ui/banner';
import { PageMeta, useOrigin } from '../ui/page-meta';
import { Spinner } from '../ui/spinner';
import '../features/blog/blog.css';

export function loader({ params, context, request }: LoaderFunctionArgs) {
  const reads = readsOf(context);
  // A preview link (`?preview=…`): the draft as it will look, for whoever holds the link.
  const preview = new URL(request.url).searchParams.get('preview');
  if (preview) {
    return {
      post: reads.previewBlog(preview),
      related: Promise.resolve([] as BlogPostSummary[]),
      preview: true,
    };
  }
  const post = blogPost(reads, params.slug ?? '');
  const related = post
    .then((found) => relatedPosts(reads, found))
    .catch((): BlogPostSummary[] => []);
  return { post, related, preview: false };
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

function BackToBlog() {
  return (
    <Link to="/blog" className="button button--outline">
      ← Back to Blog
    </Link>
  );
}

function PostError({ preview }: { preview: boolean }) {
  const error = useAsyncError();
  if (preview && isApiError(error) && error.fromServer) {
    // An expired or altered preview link: say so (the message is the server's).
    return (
      <section className="section container post-state">
        <PageMeta title="Preview" description="A preview of a blog post." noindex />
        <h1>Preview unavailable</h1>
        <p>{error.message}</p>
        <BackToBlog />
      </section>
    );
  }
  if (isNotFound(error)) {
    return (
      <section className="section container post-state">
        <PageMeta
          title="Blog Post Not Found"
          description="This blog post does not exist."
          noindex
        />
        <h1>{MESSAGES.blog.notFound}</h1>
        <p>The article you are looking for may have been moved or unpublished.</p>
        <BackToBlog />
      </section>
    );
  }
  return (
    <section className="section container post-state">
      <PageMeta title="Blog" description="This blog post could not be loaded." />
      <h1 className="visually-hidden">Blog post</h1>
      <Banner tone="error">{MESSAGES.blog.postFailed}</Banner>
      <BackToBlog />
    </section>
  );
}

function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="section section--muted" aria-labelledby="related-title">
      <div className="container">
        <h2 id="related-title">Related posts</h2>
        <div className="card-grid card-grid--3" data-testid="related-posts">
          {posts.map((post) => (
            <BlogCard key={post._id} post={post} />
          ))}
        </div>
      </div>
    </section>
  );
}

function PostView({ related, preview }: { related: Promise<BlogPostSummary[]>; preview: boolean }) {
  const post = useAsyncValue() as BlogPost;
  const origin = useOrigin();
  return (
    <>
      {preview && (
        <p className="preview-notice" role="note">
          Preview: this is how the post will look once published. It is not public yet.
        </p>
      )}
      <PageMeta
        title={post.title}
        description={post.excerpt.slice(0, 160)}
        type="article"
        image={post.imageUrl}
        feed
        noindex={preview}
        jsonLd={[
          blogPostingLd(origin, post),
          breadcrumbLd(origin, [
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: post.title, path: `/blog/${post.slug}` },
          ]),
        ]}
      />
      <article>
        <div className="post-hero">
          <BlogImage
            src={post.imageUrl}
            alt=""
            className="post-hero__image"
            width={1200}
            height={440}
            loading="eager"
            variants={post.image}
            sizes="100vw"
          />
        </div>
        <div className="container">
          <header className="post-header">
            <p className="eyebrow">
              <Link
                to={`/blog?category=${encodeURIComponent(post.category)}`}
                className="text-link"
              >
                {post.category}
              </Link>
            </p>
            <h1>{post.title}</h1>
            <p className="post-meta">
              <span>
                By <strong>{post.author}</strong>
              </span>
              <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
              <span>Category: {post.category}</span>
            </p>
          </header>
          <div className="post-body">
            <div
              className="post-content prose"
              data-testid="post-content"
              dangerouslySetInnerHTML={{
                __html: withResponsiveImages(sanitizePostHtml(post.content)),
              }}
            />
            {post.tags.length ? (
              <ul className="post-tags" aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={`/blog?tag=${encodeURIComponent(tag)}`} className="tag-pill">
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <aside className="author-box" aria-labelledby="author-title">
              <span className="author-box__avatar" aria-hidden="true">
                {initials(post.author)}
              </span>
              <div>
                <h2 id="author-title">About {post.author}</h2>
                <p>
                  {post.author} writes for the {COMPANY.name} blog about{' '}
                  {post.category.toLowerCase()} and the practical side of building and running
                  technology.
                </p>
              </div>
            </aside>
            <p className="post-back">
              <BackToBlog />
            </p>
          </div>
        </div>
      </article>
      <Suspense fallback={null}>
        <Await resolve={related} errorElement={<Fragment />}>
          {(posts: BlogPostSummary[]) => <RelatedPosts posts={posts} />}
        </Await>
      </Suspense>
    </>
  );
}

export function Component() {
  const { post, related, preview } = useLoaderData<typeof loader>();
  return (
    <Suspense
      fallback={
        <section className="section container">
          <h1 className="visually-hidden">Blog post</h1>
          <Spinner label="Loading blog post" />
        </section>
      }
    >
      <Await resolve={post} errorElement={<PostError preview={preview} />}>
        <PostView related={related} preview={preview} />
      </Await>
    </Suspense>
  );
}
