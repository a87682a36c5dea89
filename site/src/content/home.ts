import { COMPANY } from './company';

export const HOME = {
  hero: {
    eyebrow: 'IT staffing · Cloud · Software',
    headline: 'Innovating Tech with Vision – Your Trusted IT Partner',
    lead: `${COMPANY.name} puts senior engineers on your team, moves your systems to a cloud you can afford to run, and designs software your customers enjoy using. One partner, accountable from the first conversation to the last release.`,
  },
  about: {
    title: 'About Us',
    heading: 'A technology partner that stays for the long run',
    paragraphs: [
      `Since ${COMPANY.founded}, ${COMPANY.name} has helped manufacturers, healthcare networks, logistics firms and fast-growing software companies hire the right engineers and ship dependable systems.`,
      'We combine a specialist recruiting desk with our own delivery teams, so the people we place and the projects we run are held to the same engineering standards: code review, automated testing, clear documentation and honest status reports.',
    ],
    stats: [
      { value: '400+', label: 'engineers placed' },
      { value: '180', label: 'projects delivered' },
      { value: '94%', label: 'client retention' },
    ],
  },
  services: [
    {
      title: 'IT Staffing',
      description:
        'Vetted developers, cloud engineers, data specialists and project leads, on contract or permanent, typically presented within five business days.',
      link: '/ITStaffing',
      icon: 'people',
    },
    {
      title: 'Cloud Solutions',
      description:
        'Migrations, landing zones, cost optimisation and managed operations on AWS, Azure and Google Cloud, with security designed in from day one.',
      link: '/cloud-solutions',
      icon: 'cloud',
    },
    {
      title: 'Design & Development',
      description:
        'Product discovery, UX and UI design, and web and mobile applications built by one team that owns quality from sketch to production.',
      link: '/design-development',
      icon: 'code',
    },
  ],
  featuredWorks: [
    { title: 'Building High-Performing Teams', image: '/images/works/high-performing-teams.svg' },
    {
      title: 'Enhancing Business Intelligence',
      image: '/images/works/business-intelligence.svg',
    },
    { title: 'Optimizing Cloud Infrastructure', image: '/images/works/cloud-infrastructure.svg' },
    {
      title: 'Custom Applications That Deliver Results',
      image: '/images/works/custom-applications.svg',
    },
    { title: 'Driving Scalability and Performance', image: '/images/works/scalability.svg' },
    {
      title: 'Empowering Digital Transformation',
      image: '/images/works/digital-transformation.svg',
    },
  ],
  process: {
    badge: '24/7 Full Service Support',
    heading: 'From first call to running system in three steps',
    lead: 'A simple way of working that keeps you informed and in control at every stage.',
    steps: [
      {
        title: 'Tell us what you need',
        text: 'A 30-minute call with a senior consultant to understand your goals, constraints and timeline. No sales script.',
      },
      {
        title: 'Get a clear plan',
        text: 'Within a week you receive a written proposal: the people or the solution, the milestones, and a fixed or capped price.',
      },
      {
        title: 'We deliver and support',
        text: 'Our team starts work, reports progress every week, and stays on call around the clock once your system is live.',
      },
    ],
    points: [
      {
        title: 'Easy to approach',
        text: 'You talk to the engineers doing the work, not to a ticket queue.',
      },
      {
        title: 'Immediate response',
        text: 'Critical incidents are picked up within 15 minutes, day or night.',
      },
    ],
  },
  consultation: {
    heading: 'Book a free consultation',
    lead: 'Tell us about your project or hiring need. A senior consultant will reply within one business day with concrete next steps, free of charge and without obligation.',
  },
  blogTeaser: {
    eyebrow: 'Our Blog',
    heading: 'Leading to IT Insights & Industry Trends.',
    text: 'Practical articles from our engineers and recruiters on cloud costs, hiring, security and modern software delivery.',
  },
} as const;
