/**
 * schema.org objects (JSON-LD) of the public pages: BlogPosting, JobPosting (the fields Google for
 * Jobs requires) and BreadcrumbList. The Organization every page carries lives in head.ts.
 */
import type { BlogPost } from '@northbeam/shared/contract/blog';
import type { Job } from '@northbeam/shared/contract/job';
import { closesAt } from '@northbeam/shared/contract/job-terms';
import { COMPANY } from '../content/company';
import { absoluteUrl, DEFAULT_IMAGE } from './head';

const CONTEXT = 'https://schema.org';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function organizationRef(origin: string) {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(origin, '/')}#organization`,
    name: COMPANY.name,
    sameAs: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/images/favicon.svg'),
  };
}

/** The site, with its search (a SearchAction: search engines may offer a search box). */
export function websiteLd(origin: string) {
  const url = absoluteUrl(origin, '/');
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${url}#website`,
    url,
    name: COMPANY.name,
    publisher: { '@id': `${url}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(origin, '/search')}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbLd(origin: string, items: Array<{ name: string; path: string }>) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

export function blogPostingLd(origin: string, post: BlogPost) {
  const url = absoluteUrl(origin, `/blog/${post.slug}`);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title.slice(0, 110),
    description: post.excerpt,
    image: [absoluteUrl(origin, post.imageUrl || DEFAULT_IMAGE)],
    datePublished: post.createdAt,
    dateModified: post.updatedAt || post.createdAt,
    author: { '@type': 'Person', name: post.author },
    publisher: organizationRef(origin),
    articleSection: post.category,
    keywords: post.tags.join(', '),
  };
}

/** Google for Jobs' employment types, from the spec's job types (Remote is full-time, remote). */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Remote: 'FULL_TIME',
};

export function isRemoteJob(job: Pick<Job, 'type' | 'location'>): boolean {
  return job.type === 'Remote' || /\bremote\b/i.test(job.location);
}

export function jobPostingLd(origin: string, job: Job) {
  const posted = new Date(job.postedDate);
  // The closing date when there is one; else Google's advice: a posting is not valid forever.
  const validThrough = job.closingDate
    ? closesAt(job.closingDate)
    : new Date(posted.getTime() + 90 * 24 * 3600 * 1000);
  const [locality, region] = job.location
    .replace(/\(.*?\)/g, '')
    .split(',')
    .map((part) => part.trim());
  const description =
    `<p>${escapeHtml(job.description)}</p>` +
    (job.requirements.length
      ? `<p>Requirements:</p><ul>${job.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`
      : '');
  const location = isRemoteJob(job)
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'US' },
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: locality || job.location,
            ...(region ? { addressRegion: region } : {}),
            addressCountry: 'US',
          },
        },
      };
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: COMPANY.name, value: job._id },
    datePosted: job.postedDate,
    validThrough: validThrough.toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.type] ?? 'FULL_TIME',
    hiringOrganization: organizationRef(origin),
    directApply: true,
    url: absoluteUrl(origin, `/careers/${job._id}`),
    ...location,
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: job.salary.unit,
            },
          },
        }
      : {}),
  };
}
