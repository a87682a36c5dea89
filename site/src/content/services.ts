export const SERVICES = [
  {
    title: 'IT Staffing',
    description:
      'Pre-vetted engineers and IT specialists on contract, contract-to-hire or permanent terms, with a shortlist typically within five business days.',
    link: '/ITStaffing',
    icon: 'people',
  },
  {
    title: 'Cloud Solutions',
    description:
      'Migration, landing zones, cost optimisation and 24/7 managed operations on AWS, Azure and Google Cloud.',
    link: '/cloud-solutions',
    icon: 'cloud',
  },
  {
    title: 'Design & Development',
    description:
      'Product discovery, UX and UI design, and web and mobile applications built and supported by one team.',
    link: '/design-development',
    icon: 'code',
  },
  {
    title: 'IT Strategy Consulting',
    description:
      'Technology roadmaps, architecture reviews and budget planning that tie every investment to a business outcome.',
    link: '/it-strategy-consulting',
    icon: 'bulb',
  },
  {
    title: 'Application Modernization',
    description:
      'Legacy systems modernised step by step: APIs first, one capability at a time, no big-bang rewrites.',
    link: '/application-modernization',
    icon: 'gear',
  },
  {
    title: 'Cybersecurity Solutions',
    description:
      'Assessments, hardening, monitoring and incident readiness sized to your business and your compliance needs.',
    link: '/our-expertise',
    icon: 'shield',
  },
] as const;

export const PROCESS_STEPS = [
  {
    title: 'Discovery',
    text: 'Workshops and interviews to understand your goals, users, systems and constraints.',
  },
  {
    title: 'Planning',
    text: 'A written plan with scope, architecture, team, milestones and a fixed or capped budget.',
  },
  {
    title: 'Execution',
    text: 'Two-week iterations with a working demo at the end of each, and weekly status reports.',
  },
  {
    title: 'Testing',
    text: 'Automated tests, security checks and user acceptance testing before anything goes live.',
  },
  {
    title: 'Deployment',
    text: 'Automated, reversible releases scheduled around your business, with a tested rollback plan.',
  },
  {
    title: 'Support',
    text: '24/7 monitoring, agreed response times and a monthly budget for continuous improvement.',
  },
] as const;
