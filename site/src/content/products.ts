export const PRODUCTS = [
  {
    name: 'TalentBridge',
    tagline: 'Contractor management for IT teams',
    description:
      'One place to request, onboard, track and offboard technology contractors, with timesheets, approvals and spend reports your finance team will actually read.',
    features: [
      'Role requests with approval workflows',
      'Digital onboarding and equipment checklists',
      'Timesheets and budget tracking per project',
      'Contract renewal and expiry alerts',
    ],
    testimonial: {
      quote:
        'We cut contractor onboarding from two weeks to three days and finally know what we spend.',
      name: 'Lisa Moreno',
      role: 'IT Operations Manager, healthcare provider',
    },
  },
  {
    name: 'CloudLens',
    tagline: 'Cloud cost and security visibility',
    description:
      'Daily cost breakdowns by team and product across AWS, Azure and Google Cloud, with security posture checks and savings recommendations in plain language.',
    features: [
      'Multi-cloud cost dashboards by team and tag',
      'Anomaly alerts for unexpected spend',
      'CIS benchmark security checks',
      'Right-sizing and commitment recommendations',
    ],
    testimonial: {
      quote: 'CloudLens paid for itself in the first month. We found $18,000 of idle resources.',
      name: 'Jason Park',
      role: 'Head of Infrastructure, e-commerce retailer',
    },
  },
  {
    name: 'FieldFlow',
    tagline: 'Mobile work orders for field teams',
    description:
      'A mobile app and dispatch console for maintenance and service crews: jobs, parts, photos and customer signatures, online or offline.',
    features: [
      'Offline-first iOS and Android apps',
      'Drag-and-drop scheduling and dispatch',
      'Photo, signature and parts capture on site',
      'Customer notifications and service reports',
    ],
    testimonial: {
      quote: 'Our technicians complete one more job per day because the paperwork now does itself.',
      name: 'Angela Torres',
      role: 'Director of Operations, property management group',
    },
  },
  {
    name: 'InsightDesk',
    tagline: 'Self-service analytics for operations',
    description:
      'Connect your ERP, CRM and spreadsheets and give managers dashboards they can build themselves, with governed metrics and scheduled reports.',
    features: [
      'Connectors for common ERP and CRM systems',
      'Governed metric definitions shared by every report',
      'Drag-and-drop dashboards and scheduled e-mails',
      'Row-level security by team and region',
    ],
    testimonial: {
      quote:
        'Month-end reporting used to take five days. Now the numbers are ready on the first morning.',
      name: 'Samuel Reed',
      role: 'Finance Director, specialty manufacturer',
    },
  },
] as const;
