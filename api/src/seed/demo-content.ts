/**
 * Demo content for a fresh embedded database, so the site is not empty on first start. Images
 * point at files the site ships under /images/blog/.
 */
import type { BlogCategory, JobType } from '@northbeam/shared/contract/constants';

export interface DemoPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  author: string;
  tags: string[];
  published: boolean;
  daysAgo: number;
}

export interface DemoJob {
  title: string;
  description: string;
  requirements: string[];
  location: string;
  type: JobType;
  isActive: boolean;
  daysAgo: number;
}

export const demoImageUrl = (slug: string) => `/images/blog/${slug}.svg`;

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Cutting Your Cloud Bill Without Slowing Down',
    slug: 'cutting-your-cloud-bill-without-slowing-down',
    excerpt:
      'Most cloud overspend comes from a handful of habits: idle environments, oversized instances and data nobody reads. Here is how we find and fix them in the first 30 days.',
    category: 'Cloud Computing',
    author: 'Priya Raman',
    tags: ['AWS', 'Azure', 'FinOps', 'Cost Optimization'],
    published: true,
    daysAgo: 3,
    content: `<h2>Start with visibility, not cuts</h2>
<p>Before changing anything, tag every resource with an <strong>owner</strong>, an <strong>environment</strong> and a <strong>cost centre</strong>. Untagged spend is the spend nobody defends, and nobody turns off.</p>
<h2>The four usual suspects</h2>
<ol>
<li><strong>Idle non-production environments.</strong> Development and test stacks running nights and weekends often cost more than production. Schedule them off outside working hours.</li>
<li><strong>Oversized instances.</strong> Look at 30 days of CPU and memory. Anything below 20% average utilisation is a candidate for the next size down.</li>
<li><strong>Forgotten storage.</strong> Unattached volumes, old snapshots and log buckets without a lifecycle policy grow quietly every month.</li>
<li><strong>Data transfer.</strong> Cross-zone and cross-region traffic is easy to create and hard to see. Keep chatty services in the same zone.</li>
</ol>
<h2>Commit only to what you have measured</h2>
<p>Reserved capacity and savings plans pay off once your baseline is stable. Buy them <em>after</em> right-sizing, never before, or you lock in the waste.</p>
<blockquote>A good target for the first month: 20–30% lower spend with no change in latency or availability.</blockquote>
<p>Want a second pair of eyes on your bill? <a href="/contact">Talk to our cloud team</a>.</p>`,
  },
  {
    title: 'A Practical Zero-Trust Checklist for Mid-Sized Companies',
    slug: 'a-practical-zero-trust-checklist-for-mid-sized-companies',
    excerpt:
      'Zero trust is not a product you buy. It is a set of habits: strong identity, least privilege and verified devices. A checklist you can start on this quarter.',
    category: 'Cybersecurity',
    author: 'Marcus Okafor',
    tags: ['Zero Trust', 'Identity', 'MFA', 'Security'],
    published: true,
    daysAgo: 9,
    content: `<p>Attackers rarely break in; they <strong>log in</strong>. Zero trust means every request proves who it is, from a healthy device, for only what it needs.</p>
<h2>Identity first</h2>
<ul>
<li>Phishing-resistant MFA (security keys or passkeys) for administrators and finance, then everyone.</li>
<li>One identity provider with single sign-on for every business application.</li>
<li>Automatic removal of access on the day someone leaves.</li>
</ul>
<h2>Least privilege</h2>
<ul>
<li>No standing admin rights: elevate just in time, with an expiry and a log.</li>
<li>Review group memberships every quarter; remove what nobody can justify.</li>
</ul>
<h2>Devices and network</h2>
<ul>
<li>Only managed, patched and encrypted devices reach company data.</li>
<li>Replace flat VPN access with per-application access.</li>
</ul>
<h3>Measure it</h3>
<p>Track three numbers monthly: MFA coverage, accounts with standing admin rights, and mean time to revoke access. If they move the right way, your risk does too.</p>`,
  },
  {
    title: 'Choosing Between a Web App and a Native Mobile App',
    slug: 'choosing-between-a-web-app-and-a-native-mobile-app',
    excerpt:
      'Native, cross-platform or a progressive web app? The right answer depends on device features, release cadence and who maintains it after launch.',
    category: 'Mobile Development',
    author: 'Elena Vasquez',
    tags: ['React Native', 'PWA', 'iOS', 'Android'],
    published: true,
    daysAgo: 16,
    content: `<p>Every mobile project starts with the same question, and the honest answer is: <em>it depends on four things</em>.</p>
<h2>1. Which device features you need</h2>
<p>Camera, location and notifications work well on the web today. Background processing, Bluetooth and deep OS integration still favour native or cross-platform frameworks.</p>
<h2>2. How often you release</h2>
<p>A web app ships the moment you deploy. Store apps go through review; plan for it in your release train.</p>
<h2>3. Who maintains it</h2>
<p>A cross-platform codebase (React Native, Flutter) lets one team serve both stores. Two native codebases give the best polish but double the maintenance.</p>
<h2>4. How people find it</h2>
<p>If customers search for you, the web wins. If they use you daily, an installed app earns its place on the home screen.</p>
<pre><code>Rule of thumb:
  content and forms      -> progressive web app
  daily-use tools        -> cross-platform app
  hardware-heavy or games -> native</code></pre>`,
  },
  {
    title: 'Putting Generative AI to Work in Customer Support',
    slug: 'putting-generative-ai-to-work-in-customer-support',
    excerpt:
      'Large language models can draft answers, summarise tickets and route requests. Start with assistance for agents, measure quality, then automate the easy cases.',
    category: 'Artificial Intelligence',
    author: 'Daniel Kim',
    tags: ['LLM', 'Machine Learning', 'Customer Support'],
    published: true,
    daysAgo: 24,
    content: `<p>The fastest wins from generative AI are not chatbots that replace people, but tools that make your agents faster.</p>
<h2>Start with the agent, not the customer</h2>
<ul>
<li><strong>Ticket summaries</strong> so the next agent reads three lines instead of thirty messages.</li>
<li><strong>Suggested replies</strong> grounded in your own help-centre articles, edited by a person before sending.</li>
<li><strong>Smart routing</strong> that tags language, product and urgency on arrival.</li>
</ul>
<h2>Ground it in your knowledge</h2>
<p>Retrieval-augmented generation keeps answers tied to documents you control. Keep those documents current: the model can only be as right as its sources.</p>
<h2>Measure before you automate</h2>
<p>Track how often agents accept a suggestion unchanged. When that passes 80% for a category of question, that category is ready for self-service.</p>
<blockquote>Keep a human path one click away. Customers forgive a slow answer far more than a confidently wrong one.</blockquote>`,
  },
  {
    title: 'Five DevOps Metrics That Actually Predict Delivery',
    slug: 'five-devops-metrics-that-actually-predict-delivery',
    excerpt:
      'Deployment frequency, lead time, change failure rate, time to restore, and one more that teams forget. How to measure them without buying a platform.',
    category: 'DevOps',
    author: 'Priya Raman',
    tags: ['CI/CD', 'DORA', 'Kubernetes', 'Automation'],
    published: true,
    daysAgo: 33,
    content: `<p>Velocity charts measure effort. These five measure <strong>outcomes</strong>.</p>
<ol>
<li><strong>Deployment frequency</strong>: how often you release to production.</li>
<li><strong>Lead time for changes</strong>: from commit to running in production.</li>
<li><strong>Change failure rate</strong>: the share of releases that need a fix or a rollback.</li>
<li><strong>Time to restore</strong>: how long a user-facing incident lasts.</li>
<li><strong>Pipeline duration</strong>: how long a developer waits for feedback. Past 15 minutes, people batch changes, and batches fail.</li>
</ol>
<h2>Measure with what you have</h2>
<p>Your CI system and your incident tracker already hold the timestamps. A small script that runs weekly is enough to start.</p>
<h2>Improve one at a time</h2>
<p>Shorter pipelines lead to smaller changes, smaller changes fail less, and small failures are quick to restore. Start with pipeline duration.</p>`,
  },
  {
    title: 'Building a Data Warehouse Your Team Will Actually Use',
    slug: 'building-a-data-warehouse-your-team-will-actually-use',
    excerpt:
      'Dashboards nobody trusts are worse than none. Model around business questions, test your data like code, and publish definitions everyone can read.',
    category: 'Data Analytics',
    author: 'Marcus Okafor',
    tags: ['Data Warehouse', 'dbt', 'Business Intelligence'],
    published: true,
    daysAgo: 45,
    content: `<h2>Begin with ten questions</h2>
<p>Ask leaders which ten questions they answer every month with spreadsheets. Model your first tables around those answers, not around source systems.</p>
<h2>Test data like code</h2>
<ul>
<li>Uniqueness and not-null checks on every key.</li>
<li>Row-count and freshness alerts on every source.</li>
<li>Reviews for every change to a shared metric.</li>
</ul>
<h2>One definition per metric</h2>
<p>"Active customer" should mean the same thing in finance and in sales. Publish definitions next to the dashboards that use them.</p>
<p>With trusted numbers, the conversation moves from <em>whose figure is right</em> to <em>what do we do about it</em>.</p>`,
  },
];

export const DEMO_JOBS: DemoJob[] = [
  {
    title: 'Senior Full-Stack Engineer (TypeScript)',
    description:
      'Join our software delivery team to design and build web applications for clients in logistics, healthcare and finance. You will own features end to end, from the database schema to the React interface, and mentor two to three engineers.',
    requirements: [
      '5+ years building production web applications',
      'Strong TypeScript, React and Node.js',
      'Experience with PostgreSQL and REST API design',
      'Comfortable with automated testing and CI/CD',
      'Clear written communication with clients',
    ],
    location: 'Austin, TX (Hybrid)',
    type: 'Full-time',
    isActive: true,
    daysAgo: 2,
  },
  {
    title: 'Cloud Infrastructure Engineer (AWS)',
    description:
      'Help clients move to and run on AWS. You will design landing zones, write infrastructure as code, and tune cost and reliability for production workloads.',
    requirements: [
      'AWS Solutions Architect Associate or equivalent experience',
      'Terraform or CloudFormation in production',
      'Networking fundamentals: VPCs, DNS, load balancing',
      'Linux administration and scripting (Bash or Python)',
    ],
    location: 'Remote (US time zones)',
    type: 'Remote',
    isActive: true,
    daysAgo: 6,
  },
  {
    title: 'IT Support Specialist',
    description:
      'Be the first line of help for our managed-services clients: onboarding and offboarding users, troubleshooting laptops and Microsoft 365, and keeping devices patched.',
    requirements: [
      '2+ years in desktop or help-desk support',
      'Microsoft 365 and Entra ID administration',
      'Windows and macOS troubleshooting',
      'Friendly, patient communication',
    ],
    location: 'Dallas, TX',
    type: 'Full-time',
    isActive: true,
    daysAgo: 10,
  },
  {
    title: 'Data Engineer (Contract, 6 months)',
    description:
      'Build and test data pipelines for a retail client modernising its reporting. You will model data in the warehouse and hand over documented, tested transformations.',
    requirements: [
      'Advanced SQL and data modelling',
      'Experience with dbt, Airflow or similar tools',
      'Python for data processing',
      'Experience with Snowflake, BigQuery or Redshift',
    ],
    location: 'Remote',
    type: 'Contract',
    isActive: true,
    daysAgo: 14,
  },
  {
    title: 'UX/UI Designer (Part-time)',
    description:
      'Design clear, accessible interfaces for client web and mobile products. Work with engineers from discovery to hand-off, 20 hours a week.',
    requirements: [
      'Portfolio of shipped web or mobile products',
      'Figma, including components and auto layout',
      'Working knowledge of WCAG accessibility guidelines',
    ],
    location: 'Austin, TX (Hybrid)',
    type: 'Part-time',
    isActive: true,
    daysAgo: 20,
  },
  {
    title: 'Cybersecurity Analyst',
    description:
      'Monitor, investigate and respond to security alerts for our clients. This opening is filled; we keep it for reference.',
    requirements: [
      'Experience with a SIEM (Sentinel, Splunk or similar)',
      'Incident response fundamentals',
      'Security+ or equivalent certification',
    ],
    location: 'Dallas, TX',
    type: 'Full-time',
    isActive: false,
    daysAgo: 40,
  },
];
