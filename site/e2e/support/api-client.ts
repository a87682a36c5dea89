/**
 * Test data through the real API: signs in as the e2e administrator (POST /api/admin/login, JSON)
 * and uses the returned token as a bearer token. Exported for the admin engineer's tests too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogCategory, JobType } from '@northbeam/shared/contract/constants';
import type { BlogPost } from '@northbeam/shared/contract/blog';
import type { Job } from '@northbeam/shared/contract/job';
import { E2E_ADMIN, REPO_ROOT } from './api-process';

export const FIXTURES_DIR = join(REPO_ROOT, 'shared/test-fixtures');
export const fixturePath = (name: string) => join(FIXTURES_DIR, name);
export const fixtureBytes = (name: string) => readFileSync(fixturePath(name));

export interface NewJob {
  title: string;
  description?: string;
  requirements?: string[];
  location?: string;
  type?: JobType;
  isActive?: boolean;
}

/** A job order: a job of a client (issue 34's optional fields of the job body). */
export interface NewJobOrder extends NewJob {
  clientId: string;
  openings?: number;
  billRate?: number;
  payRate?: number;
}

export interface NewBlog {
  title: string;
  excerpt?: string;
  content?: string;
  author?: string;
  category?: BlogCategory;
  tags?: string[];
  published?: boolean;
  /** A site path or https address; when absent the fixture PNG is uploaded. */
  imageUrl?: string;
}

let counter = 0;
/** A suffix that keeps titles unique across tests and workers. */
export const unique = (label: string) =>
  `${label} ${process.pid.toString(36)}${(++counter).toString(36)}${Date.now().toString(36).slice(-4)}`;

export class ApiClient {
  private token: string | undefined;

  constructor(readonly baseUrl: string) {}

  /** Signs in (once) and returns the bearer token. */
  async login(email: string = E2E_ADMIN.email, password: string = E2E_ADMIN.password) {
    if (this.token) return this.token;
    const response = await fetch(`${this.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { token?: string };
    if (!body.token) throw new Error('login answered no token');
    this.token = body.token;
    return this.token;
  }

  private async send(method: string, path: string, body?: BodyInit, json = false) {
    const token = await this.login();
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
    };
    if (json) headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    const response = await fetch(`${this.baseUrl}${path}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }

  /** A client company with one contact; its id. */
  async createClient(name: string, contact: { name: string; email: string }): Promise<string> {
    const made = (await this.send(
      'POST',
      '/api/admin/clients',
      JSON.stringify({ name, contacts: [contact] }),
      true,
    )) as { id: string };
    return made.id;
  }

  async createJob(job: NewJob | NewJobOrder): Promise<Job> {
    return (await this.send(
      'POST',
      '/api/careers',
      JSON.stringify({
        description: `${job.title}: join our delivery team and build dependable systems for our clients.`,
        requirements: ['3+ years of professional experience', 'Clear written communication'],
        location: 'Columbus, OH (hybrid)',
        type: 'Full-time',
        isActive: true,
        ...job,
      }),
      true,
    )) as Job;
  }

  async updateJob(id: string, job: Required<NewJob>): Promise<Job> {
    return (await this.send('PUT', `/api/careers/${id}`, JSON.stringify(job), true)) as Job;
  }

  async createBlog(post: NewBlog): Promise<BlogPost> {
    const form = new FormData();
    const fields: Record<string, string> = {
      title: post.title,
      excerpt: post.excerpt ?? `A short summary of “${post.title}”.`,
      content:
        post.content ??
        `<h2>Why it matters</h2><p>${post.title} in practice.</p><ul><li>First point</li><li>Second point</li></ul>`,
      author: post.author ?? 'Jordan Blake',
      category: post.category ?? 'Cloud Computing',
      tags: (post.tags ?? ['Cloud']).join(', '),
      published: String(post.published ?? true),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (post.imageUrl !== undefined) form.append('imageUrl', post.imageUrl);
    else
      form.append(
        'image',
        new Blob([fixtureBytes('image.png')], { type: 'image/png' }),
        'featured.png',
      );
    return (await this.send('POST', '/api/blogs', form)) as BlogPost;
  }

  async deleteBlog(id: string) {
    await this.send('DELETE', `/api/blogs/${id}`);
  }

  async listApplications(): Promise<{ _id: string; fullName: string; resumeName: string }[]> {
    return (await this.send('GET', '/api/careers/applications?limit=100')) as {
      _id: string;
      fullName: string;
      resumeName: string;
    }[];
  }

  async listContacts(): Promise<{ firstName: string; email: string; message: string }[]> {
    return (await this.send('GET', '/api/contact?limit=100')) as {
      firstName: string;
      email: string;
      message: string;
    }[];
  }

  async listConsultations(): Promise<{ firstName: string; email: string }[]> {
    return (await this.send('GET', '/api/consultation?limit=100')) as {
      firstName: string;
      email: string;
    }[];
  }
}
