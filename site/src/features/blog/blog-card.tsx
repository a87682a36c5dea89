import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '@northbeam/shared/contract/blog';
import { formatDate } from '../../lib/format';
import { BlogImage } from './blog-image';

interface BlogCardProps {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  /** The first card of a list, in view on arrival: its image loads at once, first. */
  priority?: boolean;
}

export function BlogCard({ post, headingLevel = 3, priority = false }: BlogCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className="blog-card">
      <BlogImage
        src={post.imageUrl}
        alt=""
        className="blog-card__image"
        variants={post.image}
        loading={priority ? 'eager' : 'lazy'}
        sizes="(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw"
      />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="tag-pill">{post.category}</span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </p>
        <Heading className="blog-card__title">
          <Link to={`/blog/${post.slug}`} className="stretched-link">
            {post.title}
          </Link>
        </Heading>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <p className="blog-card__author">By {post.author}</p>
      </div>
    </article>
  );
}
