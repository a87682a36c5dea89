import type { AccordionItem } from '../ui/accordion';

export interface ExpertiseService {
  id: string;
  title: string;
  overview: string;
  keyAreas: string[];
  whyChoose: string[];
}

export const EXPERTISE_SERVICES: readonly ExpertiseService[] = [
  {
    id: 'it-strategy',
    title: 'IT Strategy Consulting',
    overview:
      'We help leadership teams turn business goals into a technology roadmap they can fund and deliver: what to build, buy, retire or outsource, in what order, and what it will cost.',
    keyAreas: [
      'Technology roadmaps aligned with business objectives',
      'Architecture and application portfolio reviews',
      'IT budget planning and vendor selection',
      'Governance, risk and compliance frameworks',
    ],
    whyChoose: [
      'Advisers who have run engineering organisations themselves',
      'Recommendations costed and prioritised, not just listed',
      'Independent of any software vendor',
    ],
  },
  {
    id: 'custom-software',
    title: 'Custom Software Development',
    overview:
      'Web, mobile and back-office applications designed around the way your people actually work, built with tested, maintainable code that your team can own.',
    keyAreas: [
      'Customer portals and self-service platforms',
      'Workflow automation and internal tools',
      'APIs and system integrations',
      'Legacy application rebuilds',
    ],
    whyChoose: [
      'Working software demonstrated every two weeks',
      'Automated testing and continuous delivery as standard',
      'Full ownership of code and documentation',
    ],
  },
  {
    id: 'ai-ml',
    title: 'AI & Machine Learning',
    overview:
      'Practical AI that pays for itself: document processing, forecasting, search and assistants built on your own data, with privacy, evaluation and cost controls designed in.',
    keyAreas: [
      'Document understanding and data extraction',
      'Demand forecasting and predictive maintenance',
      'Retrieval-augmented assistants over internal knowledge',
      'Model evaluation, monitoring and governance',
    ],
    whyChoose: [
      'Use cases chosen for measurable return',
      'Your data stays in your cloud account',
      'Clear evaluation metrics before anything goes live',
    ],
  },
  {
    id: 'cloud',
    title: 'Cloud Services',
    overview:
      'Migration, modernisation and day-to-day operation of workloads on AWS, Azure and Google Cloud, with infrastructure as code and cost visibility from the start.',
    keyAreas: [
      'Cloud readiness assessments and migration',
      'Landing zones, networking and identity',
      'Kubernetes and serverless platforms',
      'FinOps and 24/7 managed operations',
    ],
    whyChoose: [
      'Certified architects on all three major clouds',
      'Typical savings of 20–35% on existing cloud bills',
      '15-minute response to critical incidents',
    ],
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity Solutions',
    overview:
      'Security that fits the size of your business: assessments, hardening, monitoring and incident readiness so that an attack is an inconvenience, not a crisis.',
    keyAreas: [
      'Security assessments and penetration testing',
      'Identity, access and zero-trust architecture',
      'Security monitoring and incident response',
      'Compliance readiness (SOC 2, HIPAA, PCI DSS)',
    ],
    whyChoose: [
      'Findings ranked by real business risk',
      'Hands-on remediation, not just a report',
      'Tabletop exercises that prepare your team',
    ],
  },
];

export const EXPERTISE_APPROACH = [
  {
    title: 'Discover',
    text: 'We listen first: interviews, workshops and a review of your systems and data to understand the real problem and what success looks like.',
  },
  {
    title: 'Design',
    text: 'We shape the solution with you: architecture, prototypes and a delivery plan with milestones, risks and costs you can sign off.',
  },
  {
    title: 'Deliver',
    text: 'We build, test and launch in short iterations, measure the outcome against the goals we agreed, and support what we ship.',
  },
];

export const EXPERTISE_FAQ: AccordionItem[] = [
  {
    question: 'How do we know which service we need?',
    answer:
      'You do not have to. Start with a free consultation: we listen to the problem and recommend the smallest engagement that solves it, even if that is a short advisory session.',
  },
  {
    question: 'Do you work with small and mid-sized companies?',
    answer:
      'Yes. Most of our clients have between 50 and 2,000 employees. We size teams and budgets to the problem, from a two-week assessment to a multi-year partnership.',
  },
  {
    question: 'Can you work alongside our in-house IT team?',
    answer:
      'That is how we prefer to work. We pair with your people, share our tooling and documentation, and leave your team stronger than we found it.',
  },
  {
    question: 'How do you protect our data and intellectual property?',
    answer:
      'Every engagement is covered by a confidentiality agreement, our staff complete security training every year, and we work inside your accounts and repositories with least-privilege access.',
  },
  {
    question: 'What does an engagement cost?',
    answer:
      'Assessments start from a fixed fee; delivery work is priced as a fixed scope or a monthly team rate. You receive a written estimate before any work begins.',
  },
];
