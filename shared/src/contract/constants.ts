/** Business constants of the specification (section 9), shared by API, site and admin. */

export const BLOG_CATEGORIES = [
  'Web Development',
  'Mobile Development',
  'Artificial Intelligence',
  'Cloud Computing',
  'Cybersecurity',
  'Data Analytics',
  'Blockchain',
  'DevOps',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const DEFAULT_JOB_TYPE: JobType = 'Full-time';

/** The admin's job list filter: open for applications or not. */
export const JOB_LIST_STATUSES = ['active', 'inactive'] as const;
/** The admin's post list filter. */
export const BLOG_LIST_STATUSES = ['published', 'draft'] as const;

export const CONTACT_STATUSES = ['new', 'in-progress', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONSULTATION_STATUSES = ['new', 'in-progress', 'completed'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/**
 * The spec's five, and `withdrawn`: the candidate withdrew (from their status page, or told the
 * team, who set it). Like rejected and hired, it closes the application.
 */
export const APPLICATION_STATUSES = [
  'received',
  'reviewing',
  'interviewed',
  'rejected',
  'hired',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Timings (ms). */
export const CONSULTATION_BANNER_MS = 5000;
export const JOB_FORM_REDIRECT_MS = 2000;

/** How many items the UI shows. */
export const HOME_LATEST_POSTS = 3;
export const BLOG_RECENT_POSTS = 4;
export const RELATED_POSTS = 3;
export const ADMIN_TRUNCATE_CHARS = 100;

/** Uploads. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Text length bounds (the spec shows none; these keep storage and abuse in check). */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 200,
  message: 5000,
  coverLetter: 10000,
  jobTitle: 200,
  jobDescription: 20000,
  requirement: 500,
  requirements: 50,
  location: 200,
  blogTitle: 200,
  blogExcerpt: 1000,
  blogContent: 500_000,
  author: 100,
  tag: 50,
  tags: 20,
  password: 256,
} as const;

/** Paging of list calls: `?page=&limit=`; a plain call answers the first page. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Browser local-storage key for the non-secret admin info. */
export const ADMIN_INFO_STORAGE_KEY = 'adminInfo';

/** The public forms' bot-trap field names (see bot-trap.ts): a honeypot and the shown-at time. */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'startedAt';
