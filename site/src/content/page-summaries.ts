/**
 * The title and description of the pages whose text is written in their components: the page
 * shows them (PageMeta) and the site's search indexes them (search-pages.ts), from here.
 */
import { BUSINESS_HOURS, COMPANY } from './company';

export interface PageSummary {
  path: string;
  title: string;
  description: string;
}

export const PAGE_SUMMARIES = {
  home: {
    path: '/',
    title: `${COMPANY.name} | IT Staffing, Cloud Solutions & Software Development`,
    description: `${COMPANY.name}: vetted IT staffing, secure cloud solutions and custom software design and development. Book a free consultation.`,
  },
  about: {
    path: '/about',
    title: 'About Us',
    description: `${COMPANY.name} helps companies hire great engineers and build dependable cloud and software systems. Our story, our approach and why clients stay.`,
  },
  services: {
    path: '/services',
    title: 'Services',
    description:
      'IT staffing, cloud solutions, design and development, IT strategy, application modernization and cybersecurity, delivered in six clear steps.',
  },
  expertise: {
    path: '/our-expertise',
    title: 'Our Expertise',
    description:
      'IT strategy consulting, custom software development, AI and machine learning, cloud services and cybersecurity: how we discover, design and deliver.',
  },
  products: {
    path: '/products',
    title: 'Products',
    description:
      'TalentBridge, CloudLens, FieldFlow and InsightDesk: software products built from our consulting work, with features and client testimonials.',
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    description: `Articles from ${COMPANY.name} on cloud, software development, AI, security and hiring technology talent.`,
  },
  careers: {
    path: '/careers',
    title: 'Careers',
    description: `Join ${COMPANY.name}: open engineering, cloud and consulting positions, benefits and why our people stay.`,
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: `Contact ${COMPANY.name}: send us a message, call ${COMPANY.phone} or e-mail ${COMPANY.email}. Business hours ${BUSINESS_HOURS}.`,
  },
  mission: {
    path: '/mission',
    title: 'Our Mission',
    description: `The mission and values of ${COMPANY.name}: connecting great engineers with meaningful work and building technology that lasts.`,
  },
  partnership: {
    path: '/partnership',
    title: 'Partnership',
    description: `Partner with ${COMPANY.name}: technology, referral and delivery partnerships for vendors, consultancies and specialist firms.`,
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: `How ${COMPANY.name} collects, uses, keeps and protects the personal data you send through this website: contact requests, consultation requests and job applications.`,
  },
  terms: {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: `The terms that apply when you use the ${COMPANY.name} website, send us a request or apply for a job.`,
  },
} as const satisfies Record<string, PageSummary>;
