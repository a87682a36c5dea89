import type { AccordionItem } from '../ui/accordion';

export interface ServicePageContent {
  title: string;
  metaDescription: string;
  eyebrow: string;
  lead: string;
  overviewTitle: string;
  overview: string[];
  offerings: { title: string; text: string; icon: string }[];
  benefits: string[];
  stats: { value: string; label: string }[];
  faq: AccordionItem[];
  ctaTitle: string;
  ctaText: string;
}

export const SERVICE_PAGES = {
  'it-staffing': {
    title: 'IT Staffing',
    metaDescription:
      'Pre-vetted software engineers, cloud specialists and IT leaders on contract, contract-to-hire or permanent terms, usually presented within five business days.',
    eyebrow: 'Services',
    lead: 'Senior engineers and IT specialists who join your team ready to contribute, on contract, contract-to-hire or permanent terms.',
    overviewTitle: 'Hiring that respects your time',
    overview: [
      'Most staffing firms send you a pile of CVs. We send you a shortlist. Every candidate we present has passed a technical interview run by one of our own practising engineers, a structured reference check and a conversation about the way your team works.',
      'Our recruiters specialise by discipline (software, cloud and infrastructure, data, security and delivery leadership), so the person you talk to understands the role you are trying to fill.',
    ],
    offerings: [
      {
        title: 'Contract staffing',
        text: 'Experienced contractors for a sprint, a project or a peak season, with weekly timesheets and one invoice.',
        icon: 'clock',
      },
      {
        title: 'Contract-to-hire',
        text: 'Work with an engineer for three to six months before making a permanent offer, with no conversion surprises.',
        icon: 'people',
      },
      {
        title: 'Permanent placement',
        text: 'Retained or contingent search for senior engineers, architects and engineering managers.',
        icon: 'search',
      },
      {
        title: 'Dedicated teams',
        text: 'A complete, managed squad (developers, QA and a delivery lead) that plugs into your roadmap.',
        icon: 'layers',
      },
    ],
    benefits: [
      'Technical screening by engineers, not keyword matching',
      'A shortlist of three, typically within five business days',
      'A 90-day replacement guarantee on permanent placements',
      'Compliance, payroll and equipment handled for contractors',
    ],
    stats: [
      { value: '5 days', label: 'median time to shortlist' },
      { value: '92%', label: 'of contractors extended' },
      { value: '400+', label: 'placements since 2012' },
    ],
    faq: [
      {
        question: 'How quickly can you present candidates?',
        answer:
          'For most software, cloud and data roles we present a shortlist of three screened candidates within five business days of the kick-off call. Niche or very senior roles can take two to three weeks; we tell you up front.',
      },
      {
        question: 'How do you vet technical skills?',
        answer:
          'Each candidate completes a structured technical interview with one of our practising engineers, covering the stack and the level you need, plus a practical exercise where it fits the role. You receive the interviewer’s written notes with every profile.',
      },
      {
        question: 'What if a placement does not work out?',
        answer:
          'Permanent placements carry a 90-day guarantee: if the hire leaves or is not the right fit, we run the search again at no cost. Contractors can be replaced with one week’s notice.',
      },
      {
        question: 'Can we convert a contractor to a permanent employee?',
        answer:
          'Yes. Contract-to-hire is one of our most popular models. The conversion fee is agreed in writing before the contract starts and decreases the longer the contractor has worked with you.',
      },
      {
        question: 'Do you support remote and hybrid teams?',
        answer:
          'Yes. We place engineers on-site, hybrid and fully remote across the United States, and we check remote-work habits (communication, time-zone overlap, tooling) as part of screening.',
      },
    ],
    ctaTitle: 'Need an engineer on your team?',
    ctaText: 'Tell us about the role and your timeline. We reply within one business day.',
  },
  'cloud-solutions': {
    title: 'Cloud Solutions',
    metaDescription:
      'Cloud migration, landing zones, cost optimisation, infrastructure as code and 24/7 managed operations on AWS, Azure and Google Cloud.',
    eyebrow: 'Services',
    lead: 'Move to the cloud without the bill shock, and run it securely once you are there: AWS, Microsoft Azure and Google Cloud.',
    overviewTitle: 'A cloud platform you can understand and afford',
    overview: [
      'Our certified architects plan migrations workload by workload, starting with the systems that bring the quickest return. Everything we build is defined as code, reviewed and documented, so your own team can operate it after we step back.',
      'Already in the cloud? We review your architecture and your invoice, and typically find savings of 20 to 35 percent without touching performance.',
    ],
    offerings: [
      {
        title: 'Migration and modernisation',
        text: 'Assessment, wave planning and migration of servers, databases and applications with minimal downtime.',
        icon: 'cloud',
      },
      {
        title: 'Landing zones and security',
        text: 'Multi-account foundations with identity, network segmentation, logging and guardrails from day one.',
        icon: 'shield',
      },
      {
        title: 'Cost optimisation (FinOps)',
        text: 'Right-sizing, commitment planning and tagging so every dollar of cloud spend has an owner.',
        icon: 'chart',
      },
      {
        title: 'Managed operations',
        text: 'Monitoring, patching, backups and incident response around the clock, with monthly service reports.',
        icon: 'headset',
      },
    ],
    benefits: [
      'Certified AWS, Azure and Google Cloud architects',
      'Infrastructure as code (Terraform) for every environment',
      'Security baselines aligned with CIS benchmarks',
      '15-minute response to critical incidents, 24/7',
    ],
    stats: [
      { value: '28%', label: 'average cloud cost reduction' },
      { value: '99.95%', label: 'uptime across managed platforms' },
      { value: '60+', label: 'migrations completed' },
    ],
    faq: [
      {
        question: 'Which cloud providers do you work with?',
        answer:
          'We work with Amazon Web Services, Microsoft Azure and Google Cloud. We recommend a provider based on your existing licences, skills and workloads, and we are equally comfortable running multi-cloud or hybrid set-ups.',
      },
      {
        question: 'How long does a typical migration take?',
        answer:
          'A focused migration of 20 to 50 servers usually takes eight to sixteen weeks including assessment and testing. We migrate in waves so that each wave delivers value and lessons for the next.',
      },
      {
        question: 'Will we have downtime during the migration?',
        answer:
          'We plan for near-zero downtime by replicating data ahead of the cut-over and switching traffic in a scheduled window, usually outside business hours. Every cut-over has a tested rollback plan.',
      },
      {
        question: 'How do you keep cloud costs under control?',
        answer:
          'We right-size resources, schedule non-production environments, plan reserved capacity and savings plans, and set up budgets and alerts per team. You receive a monthly cost report with recommendations.',
      },
      {
        question: 'Can you manage our environment after the migration?',
        answer:
          'Yes. Our managed operations service covers monitoring, patching, backups, security updates and incident response 24/7, or we can train your team and hand over with full documentation.',
      },
    ],
    ctaTitle: 'Ready to plan your cloud journey?',
    ctaText: 'Book a free architecture review and receive a written assessment within two weeks.',
  },
  'design-development': {
    title: 'Design & Development',
    metaDescription:
      'Product discovery, UX/UI design and custom web and mobile application development by one accountable team, from prototype to production.',
    eyebrow: 'Services',
    lead: 'Web and mobile products designed with your users and built to be maintained: one team from the first sketch to production and beyond.',
    overviewTitle: 'Software that solves the right problem',
    overview: [
      'Every engagement starts with discovery: we interview your users, map the workflow and agree what success looks like in numbers. Designers and engineers work side by side, so what we prototype is what we can build on time and on budget.',
      'We ship in two-week iterations with a working demo at the end of each one. Automated tests, code review and continuous delivery are standard, not extras.',
    ],
    offerings: [
      {
        title: 'Product discovery',
        text: 'User research, journey mapping and a clickable prototype to validate ideas before you invest in building them.',
        icon: 'bulb',
      },
      {
        title: 'UX and UI design',
        text: 'Accessible, consistent interfaces and design systems that scale across products and teams.',
        icon: 'pencil',
      },
      {
        title: 'Web applications',
        text: 'Customer portals, internal tools and SaaS platforms with React, TypeScript, Node.js, .NET and Java.',
        icon: 'code',
      },
      {
        title: 'Mobile applications',
        text: 'iOS and Android apps with React Native or native Swift and Kotlin, published and maintained.',
        icon: 'rocket',
      },
    ],
    benefits: [
      'Designers and engineers in one team',
      'Working software demonstrated every two weeks',
      'WCAG 2.2 AA accessibility built in',
      'You own the code, the designs and the documentation',
    ],
    stats: [
      { value: '120+', label: 'applications launched' },
      { value: '2 weeks', label: 'from kick-off to first demo' },
      { value: '4.8/5', label: 'average client rating' },
    ],
    faq: [
      {
        question: 'What technologies do you build with?',
        answer:
          'Mostly TypeScript with React and Node.js, .NET and Java on the back end, React Native or native Swift and Kotlin for mobile, and PostgreSQL as our default database. We adapt to your existing stack when that serves you better.',
      },
      {
        question: 'How do you price a project?',
        answer:
          'After a short paid discovery phase we give a fixed price for a clearly defined scope, or a monthly team rate for evolving products. Either way you see the budget burn every week.',
      },
      {
        question: 'Who owns the code and the designs?',
        answer:
          'You do. All source code, design files and documentation are transferred to you as they are produced, and they live in your repositories from the first day.',
      },
      {
        question: 'Can you take over an existing application?',
        answer:
          'Yes. We start with a two-week code and architecture audit, fix the most urgent risks first, and then continue development and support under a clear service agreement.',
      },
      {
        question: 'Do you provide support after launch?',
        answer:
          'Every launch includes a 60-day warranty period. After that, most clients choose a support plan with agreed response times, security updates and a monthly budget for improvements.',
      },
    ],
    ctaTitle: 'Have a product idea or a system to rebuild?',
    ctaText: 'Share it with us and get a discovery plan, timeline and budget range within a week.',
  },
} satisfies Record<string, ServicePageContent>;

export type ServicePageKey = keyof typeof SERVICE_PAGES;
