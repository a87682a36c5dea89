/** Rows straight into the database, for tests that need data without going through the API. */
import { randomBytes } from 'node:crypto';
import type { BlogCategory, JobType } from '@northbeam/shared/contract/constants';
import type { Db } from '../src/db/connection';
import { insertBlog, type BlogRow } from '../src/db/blogs.queries';
import { insertInquiry, type InquiryTable } from '../src/db/inquiries.queries';
import { insertJob, type JobRow } from '../src/db/jobs.queries';

const unique = () => randomBytes(3).toString('hex');

export async function createJob(
  db: Db,
  overrides: Partial<{
    title: string;
    description: string;
    requirements: string[];
    isActive: boolean;
    type: JobType;
    location: string;
    postedDate: Date;
    closingDate: string | null;
  }> = {},
): Promise<JobRow> {
  return insertJob(db, {
    title: `Engineer ${unique()}`,
    description: 'Build things.',
    requirements: ['TypeScript', 'PostgreSQL'],
    location: 'Remote',
    type: 'Full-time',
    isActive: true,
    ...overrides,
  });
}

export async function createBlog(
  db: Db,
  overrides: Partial<{
    title: string;
    slug: string;
    excerpt: string;
    content: string;
    published: boolean;
    category: BlogCategory;
    tags: string[];
    createdAt: Date;
  }> = {},
): Promise<BlogRow> {
  const title = overrides.title ?? `Post ${unique()}`;
  return insertBlog(db, overrides.slug ?? `post-${unique()}`, {
    title,
    excerpt: 'An excerpt.',
    content: '<p>Hello <strong>world</strong></p>',
    imageUrl: '/images/blog/example.svg',
    category: 'Cloud Computing',
    author: 'Test Author',
    tags: ['cloud'],
    published: true,
    ...overrides,
  });
}

export async function createInquiry(
  db: Db,
  table: InquiryTable,
  overrides: Partial<{ firstName: string; email: string; company: string }> = {},
) {
  return insertInquiry(db, table, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${unique()}@example.com`,
    phone: '+1 512 555 0100',
    company: 'Analytical Engines',
    message: 'Hello',
    ...overrides,
  });
}
