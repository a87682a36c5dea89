export interface MarketingPageContent {
  title: string;
  metaDescription: string;
  lead: string;
  intro: string[];
  stats: { value: string; label: string }[];
  caseStudies: { client: string; title: string; challenge: string; result: string }[];
  testimonials: { quote: string; name: string; role: string }[];
  ctaTitle: string;
  ctaText: string;
}

export const MARKETING_PAGES = {
  'it-strategy-consulting': {
    title: 'IT Strategy Consulting',
    metaDescription:
      'Technology roadmaps, architecture reviews and IT budget planning that connect every technology investment to a business outcome.',
    lead: 'Turn technology from a cost centre into a plan the whole leadership team can stand behind.',
    intro: [
      'A good IT strategy answers three questions: where the business is going, what technology it needs to get there, and in what order to invest. We answer them with you in six to eight weeks, through interviews, system reviews and workshops.',
      'You receive a prioritised roadmap with costs, risks and quick wins, written for your board as well as for your engineers.',
    ],
    stats: [
      { value: '70+', label: 'roadmaps delivered' },
      { value: '6–8 weeks', label: 'typical engagement' },
      { value: '18%', label: 'average IT spend reallocated to growth' },
    ],
    caseStudies: [
      {
        client: 'Regional healthcare network',
        title: 'A five-year roadmap for 14 clinics',
        challenge:
          'Eleven overlapping scheduling and billing systems, rising licence costs and no shared view of patients across sites.',
        result:
          'A consolidation plan that retired seven systems in two years and cut annual licence spend by $1.2 million.',
      },
      {
        client: 'Industrial distributor',
        title: 'From ageing ERP to a modern core',
        challenge:
          'A 20-year-old ERP customised beyond support, blocking e-commerce and real-time inventory.',
        result:
          'A vendor-neutral selection and phased migration plan, delivered on budget with zero lost orders at cut-over.',
      },
    ],
    testimonials: [
      {
        quote:
          'For the first time our board understood what we were spending on IT and why. The roadmap has guided every budget since.',
        name: 'Karen Whitfield',
        role: 'CFO, regional healthcare network',
      },
      {
        quote:
          'They challenged our assumptions without selling us anything. That independence is rare.',
        name: 'Marcus Lee',
        role: 'COO, industrial distributor',
      },
    ],
    ctaTitle: 'Plan your next three years of technology',
    ctaText: 'Start with a free two-hour strategy session with one of our principal consultants.',
  },
  'workforce-optimization': {
    title: 'Workforce Optimization',
    metaDescription:
      'Build the right mix of permanent staff, contractors and managed teams to deliver your technology roadmap at a sustainable cost.',
    lead: 'The right people, in the right roles, at the right cost: a technology workforce shaped around your roadmap.',
    intro: [
      'Technology teams grow in bursts, and the result is often a patchwork of contractors, vacancies and overloaded specialists. We map the skills your roadmap needs against the skills you have, then design the blend of permanent hires, contractors and managed teams that closes the gap.',
      'Our staffing desk then fills the roles, and our delivery leads help onboard them so new people are productive in weeks, not months.',
    ],
    stats: [
      { value: '31%', label: 'average reduction in contractor spend' },
      { value: '45 days', label: 'faster time to fill key roles' },
      { value: '88%', label: 'of placed staff still in role after two years' },
    ],
    caseStudies: [
      {
        client: 'Logistics software company',
        title: 'Scaling from 30 to 90 engineers',
        challenge:
          'A funding round required tripling the engineering team within a year without losing quality or culture.',
        result:
          'A hiring plan with structured interviews and a dedicated recruiting pod: 60 hires in 11 months and a first-year attrition of 6%.',
      },
      {
        client: 'State credit union',
        title: 'Replacing a contractor-heavy IT department',
        challenge: 'Over 60% of IT roles filled by long-term contractors at premium rates.',
        result:
          'A contract-to-hire transition that converted 22 contractors and saved $900,000 a year.',
      },
    ],
    testimonials: [
      {
        quote:
          'Northbeam did not just fill seats. They helped us work out which seats we actually needed.',
        name: 'Priya Raman',
        role: 'VP Engineering, logistics software company',
      },
      {
        quote:
          'The contract-to-hire model let us keep the people who knew our systems and pay them fairly.',
        name: 'Tom Alvarez',
        role: 'CIO, state credit union',
      },
    ],
    ctaTitle: 'Build the team your roadmap needs',
    ctaText: 'Get a free workforce assessment: skills, gaps and a costed hiring plan.',
  },
  'scalable-it-solutions': {
    title: 'Scalable IT Solutions',
    metaDescription:
      'Architectures, platforms and operations that grow with your business: cloud-native design, performance engineering and automation.',
    lead: 'Systems that handle ten times the load without ten times the cost or ten times the people.',
    intro: [
      'Growth exposes every shortcut in a system: slow pages at peak hours, manual deployments, databases at their limits. We find the bottlenecks with load tests and real production data, then fix them in order of impact.',
      'The result is an architecture that scales horizontally, deploys automatically and tells you when something is wrong before your customers do.',
    ],
    stats: [
      { value: '10×', label: 'peak capacity on average after re-architecture' },
      { value: '65%', label: 'faster page loads' },
      { value: '40+', label: 'deployments a week for typical clients' },
    ],
    caseStudies: [
      {
        client: 'Online ticketing platform',
        title: 'Surviving the on-sale rush',
        challenge: 'Outages every time a major event went on sale, with traffic spikes of 50×.',
        result:
          'A queue-based checkout and autoscaling platform that served 1.4 million visitors in one hour with no downtime.',
      },
      {
        client: 'B2B SaaS provider',
        title: 'Multi-tenant by design',
        challenge:
          'One database per customer, manual upgrades and a month to onboard each new client.',
        result:
          'A multi-tenant architecture with automated provisioning: onboarding cut to one day and hosting costs per client down 55%.',
      },
    ],
    testimonials: [
      {
        quote:
          'Our biggest on-sale of the year used to be our worst day. Now it is just another Tuesday.',
        name: 'Dana Brooks',
        role: 'CTO, online ticketing platform',
      },
      {
        quote:
          'Clear diagnosis, pragmatic fixes and a team that stayed until the numbers proved it.',
        name: 'Oliver Grant',
        role: 'Head of Platform, B2B SaaS provider',
      },
    ],
    ctaTitle: 'Ready for your next growth spurt?',
    ctaText: 'Ask for a scalability review: load tests, findings and a prioritised fix list.',
  },
  'technology-transformation': {
    title: 'Technology Transformation',
    metaDescription:
      'End-to-end digital transformation: process redesign, modern platforms and the change management that makes new technology stick.',
    lead: 'Change that lasts: modern platforms, simpler processes and people who are confident using both.',
    intro: [
      'Transformation fails when it is treated as a software installation. We start with the processes and people the technology must serve, redesign the workflow, and only then choose and build the platforms.',
      'Training, communication and measurable adoption targets are part of every plan, because a system nobody uses delivers nothing.',
    ],
    stats: [
      { value: '35+', label: 'transformation programmes' },
      { value: '3.4×', label: 'average return on investment within three years' },
      { value: '90%', label: 'user adoption within six months' },
    ],
    caseStudies: [
      {
        client: 'Property management group',
        title: 'From paper to a digital tenant experience',
        challenge:
          'Maintenance requests on paper and phone, 12-day average resolution and frustrated tenants.',
        result:
          'A tenant app and field-service platform: resolution time down to 3 days and tenant satisfaction up 38 points.',
      },
      {
        client: 'Specialty manufacturer',
        title: 'A connected factory floor',
        challenge:
          'Production data collected on clipboards and typed into spreadsheets each night.',
        result:
          'Machine connectivity and live dashboards that lifted equipment effectiveness by 14% in the first year.',
      },
    ],
    testimonials: [
      {
        quote:
          'They spent as much time with our maintenance crews as with our executives. That is why it worked.',
        name: 'Angela Torres',
        role: 'Director of Operations, property management group',
      },
      {
        quote:
          'Our supervisors now start the shift with real numbers instead of yesterday’s guesses.',
        name: 'Henrik Olsen',
        role: 'Plant Manager, specialty manufacturer',
      },
    ],
    ctaTitle: 'Start your transformation with a clear plan',
    ctaText: 'Book a discovery workshop to map your processes, systems and opportunities.',
  },
  'application-modernization': {
    title: 'Application Modernization',
    metaDescription:
      'Modernise legacy applications step by step: re-platforming, refactoring and rebuilding without risky big-bang rewrites.',
    lead: 'Keep what works, replace what holds you back: legacy applications modernised step by step, without a risky big-bang rewrite.',
    intro: [
      'Legacy systems hold decades of business rules. Rewriting them from scratch is expensive and risky, and leaving them alone gets more dangerous every year. We modernise incrementally: wrap the old system with APIs, move one capability at a time to a modern platform, and retire the old code as it empties.',
      'Each step is released to production on its own, so value arrives early and risk stays small.',
    ],
    stats: [
      { value: '50+', label: 'legacy systems modernised' },
      { value: '0', label: 'big-bang cut-overs required' },
      { value: '45%', label: 'average reduction in running costs' },
    ],
    caseStudies: [
      {
        client: 'Insurance carrier',
        title: 'Retiring a mainframe policy system',
        challenge:
          'A COBOL policy administration system with two remaining experts and month-long change cycles.',
        result:
          'Capabilities moved one product line at a time to cloud services over 18 months; change lead time now under a week.',
      },
      {
        client: 'Public sector agency',
        title: 'A citizen portal on modern foundations',
        challenge:
          'A 15-year-old web application that failed accessibility audits and crashed at peak.',
        result:
          'A rebuilt, WCAG 2.2 AA compliant portal on the existing back-end data, launched in nine months.',
      },
    ],
    testimonials: [
      {
        quote:
          'We were told a rewrite would take five years. Northbeam started delivering in five months.',
        name: 'Rachel Kim',
        role: 'CIO, insurance carrier',
      },
      {
        quote:
          'Every release was small, tested and reversible. Our auditors loved it, and so did we.',
        name: 'David Osei',
        role: 'IT Director, public sector agency',
      },
    ],
    ctaTitle: 'Is a legacy system slowing you down?',
    ctaText: 'Get a modernisation assessment with options, costs and a step-by-step plan.',
  },
} satisfies Record<string, MarketingPageContent>;

export type MarketingPageKey = keyof typeof MARKETING_PAGES;
