import type { Job } from '@northbeam/shared/contract/job';
import { publicApi } from '../../lib/api';

/** Active jobs only: the public API answers those (newest first), up to 100. */
export async function activeJobs(): Promise<Job[]> {
  const page = await (await publicApi()).listJobs({ limit: 100 });
  return page.items.filter((job) => job.isActive !== false);
}

export async function jobById(id: string): Promise<Job> {
  return (await publicApi()).getJob(id);
}
