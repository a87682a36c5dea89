/** Typed admin calls (section 7), on an injected transport. */
import type { AdminInfo, AuditEntry, LoginInput, PasswordChangeInput } from '../contract/admin';
import type { ApplicationStatus, ConsultationStatus, ContactStatus } from '../contract/constants';
import type { BlogInput, BlogPost, BlogPostSummary } from '../contract/blog';
import type { ConsultationRequest } from '../contract/consultation';
import type { ContactSubmission } from '../contract/contact';
import type { JobApplication } from '../contract/application';
import type { Job, JobInput } from '../contract/job';
import { toPage, type ListOptions } from './public-api';
import { unwrap, type FilePart, type Transport } from './transport';

export interface AdminListOptions extends ListOptions {
  status?: string;
  q?: string;
  /** `only`: the Spam filter of the submission lists (absent: everything but spam). */
  spam?: 'only';
}

export interface AuditListOptions extends ListOptions {
  q?: string;
  action?: string;
}

function blogFields(input: BlogInput): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    fields[key] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return fields;
}

export function createAdminApi(transport: Transport) {
  const json = (method: 'POST' | 'PUT', path: string, data: unknown) =>
    transport({ method, path, body: { kind: 'json', data } });
  const list = async <T>(path: string, options: AdminListOptions) =>
    toPage<T>(await transport({ method: 'GET', path, query: { ...options } }), options);

  return {
    async login(input: LoginInput) {
      return unwrap(await json('POST', '/api/admin/login', input)) as AdminInfo;
    },
    async logout() {
      unwrap(await transport({ method: 'POST', path: '/api/admin/logout' }));
    },
    async profile() {
      return unwrap(await transport({ method: 'GET', path: '/api/admin/profile' })) as AdminInfo;
    },
    /** Ends every session of the signed-in administrator, this one included. */
    async logoutEverywhere() {
      return unwrap(await transport({ method: 'POST', path: '/api/admin/logout-all' })) as {
        sessions: number;
      };
    },
    /** Changes the password; every session ends, this one included (sign in again). */
    async changePassword(input: PasswordChangeInput) {
      return unwrap(await json('PUT', '/api/admin/password', input)) as { message: string };
    },
    listAudit: async (options: AuditListOptions = {}) =>
      toPage<AuditEntry>(
        await transport({ method: 'GET', path: '/api/admin/audit', query: { ...options } }),
        options,
      ),

    listContacts: (options: AdminListOptions = {}) =>
      list<ContactSubmission>('/api/contact', options),
    async updateContactStatus(id: string, status: ContactStatus) {
      return unwrap(await json('PUT', `/api/contact/${id}`, { status })) as ContactSubmission;
    },
    /** Moves a contact submission into Spam (`true`) or back to the ordinary list. */
    async setContactSpam(id: string, spam: boolean) {
      return unwrap(await json('PUT', `/api/contact/${id}/spam`, { spam })) as ContactSubmission;
    },
    listConsultations: (options: AdminListOptions = {}) =>
      list<ConsultationRequest>('/api/consultation', options),
    async updateConsultationStatus(id: string, status: ConsultationStatus) {
      return unwrap(
        await json('PUT', `/api/consultation/${id}`, { status }),
      ) as ConsultationRequest;
    },
    async setConsultationSpam(id: string, spam: boolean) {
      return unwrap(
        await json('PUT', `/api/consultation/${id}/spam`, { spam }),
      ) as ConsultationRequest;
    },
    listApplications: (options: AdminListOptions = {}) =>
      list<JobApplication>('/api/careers/applications', options),
    async updateApplicationStatus(id: string, status: ApplicationStatus) {
      return unwrap(
        await json('PUT', `/api/careers/applications/${id}`, { status }),
      ) as JobApplication;
    },
    async setApplicationSpam(id: string, spam: boolean) {
      return unwrap(
        await json('PUT', `/api/careers/applications/${id}/spam`, { spam }),
      ) as JobApplication;
    },

    /** Admin sees inactive jobs too. */
    listJobs: (options: AdminListOptions = {}) => list<Job>('/api/careers', options),
    async getJob(id: string) {
      return unwrap(await transport({ method: 'GET', path: `/api/careers/${id}` })) as Job;
    },
    async createJob(input: JobInput) {
      return unwrap(await json('POST', '/api/careers', input)) as Job;
    },
    async updateJob(id: string, input: JobInput) {
      return unwrap(await json('PUT', `/api/careers/${id}`, input)) as Job;
    },
    async deleteJob(id: string) {
      unwrap(await transport({ method: 'DELETE', path: `/api/careers/${id}` }));
    },

    listAllBlogs: (options: AdminListOptions = {}) =>
      list<BlogPostSummary>('/api/blogs/admin/all', options),
    async getBlog(id: string) {
      return unwrap(await transport({ method: 'GET', path: `/api/blogs/${id}` })) as BlogPost;
    },
    async createBlog(input: BlogInput, image?: FilePart) {
      return unwrap(
        await transport({
          method: 'POST',
          path: '/api/blogs',
          body: { kind: 'multipart', fields: blogFields(input), files: image ? { image } : {} },
        }),
      ) as BlogPost;
    },
    async updateBlog(id: string, input: BlogInput, image?: FilePart) {
      return unwrap(
        await transport({
          method: 'PUT',
          path: `/api/blogs/${id}`,
          body: { kind: 'multipart', fields: blogFields(input), files: image ? { image } : {} },
        }),
      ) as BlogPost;
    },
    async setBlogPublished(id: string, published: boolean) {
      return unwrap(await json('PUT', `/api/blogs/${id}`, { published })) as BlogPost;
    },
    async deleteBlog(id: string) {
      unwrap(await transport({ method: 'DELETE', path: `/api/blogs/${id}` }));
    },
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;
