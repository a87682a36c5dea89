/**
 * Staff roles and what each may do. The API checks a call's permission (declared beside its path
 * in the route table) against the caller's role on every request; the admin shows only the tabs
 * and buttons of the caller's permissions, from the same table.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';

export const ROLES = ['owner', 'admin', 'recruiter', 'sales', 'editor'] as const;
export type Role = (typeof ROLES)[number];
export const role = z.enum(ROLES, { error: 'Choose a role' });

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Administrator',
  recruiter: 'Recruiter',
  sales: 'Sales',
  editor: 'Editor',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including the team, the owners, the settings and desktop app releases.',
  admin: 'Everything except changing owners and publishing desktop app releases.',
  recruiter: 'Job postings and job applications, with their resumes.',
  sales: 'Contact messages and consultation requests.',
  editor: 'Blog posts.',
};

/**
 * What a call needs. `account`: one's own profile, password, sessions, two-factor sign-in and
 * notification preferences; every role has it.
 */
export const PERMISSIONS = [
  'account',
  'jobs',
  'applications',
  'inquiries',
  'blog',
  'team',
  'settings',
  'audit',
  'privacy',
  /** Publishing a desktop app release (what every installed app updates to): owners only. */
  'releases',
  /** Incoming mail that matched no item (Unmatched): attach it to an item or discard it. */
  'inbox',
  /** The staffing desk: clients, contacts, job orders, submittals, review links, placements. */
  'clients',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYTHING = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: EVERYTHING,
  admin: EVERYTHING.filter((p) => p !== 'releases'),
  recruiter: ['account', 'jobs', 'applications', 'inbox', 'clients'],
  sales: ['account', 'inquiries', 'inbox', 'clients'],
  editor: ['account', 'blog'],
};

export const can = (who: Role | undefined, permission: Permission): boolean =>
  who !== undefined && ROLE_PERMISSIONS[who].includes(permission);

/** The clear message of a 403 for a call outside one's role. */
export const FORBIDDEN_MESSAGES: Record<Permission, string> = {
  account: 'Your account cannot do this.',
  jobs: 'Your role does not include job postings.',
  applications: 'Your role does not include job applications.',
  inquiries: 'Your role does not include contact messages and consultation requests.',
  blog: 'Your role does not include blog posts.',
  team: 'Only owners and administrators manage the team.',
  settings: 'Only owners and administrators change the settings.',
  audit: 'Only owners and administrators read the audit log.',
  privacy: 'Only owners and administrators erase personal data.',
  releases: 'Only owners publish desktop app releases.',
  inbox: 'Your role does not include incoming mail.',
  clients: 'Your role does not include the staffing desk.',
};

/** Roles that may be given by someone of this role (only owners make owners). */
export const assignableRoles = (by: Role): readonly Role[] =>
  by === 'owner' ? ROLES : by === 'admin' ? ROLES.filter((r) => r !== 'owner') : [];

/** Who may see a kind of submission (and hear of it). */
export const SUBMISSION_PERMISSION = {
  contact: 'inquiries',
  consultation: 'inquiries',
  application: 'applications',
} as const satisfies Record<'contact' | 'consultation' | 'application', Permission>;
