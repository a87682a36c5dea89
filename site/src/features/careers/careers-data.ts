import type { PublicReadApi } from '@northbeam/shared/api-client/public-api';
import type { Job } from '@northbeam/shared/contract/job';

/** Active jobs only: the public API answers those (newest first), up to 100. */
export async function activeJobs(api: PublicReadApi): Promise<Job[]> {
  const page = await api.listJobs({ limit: 100 });
  return page.items.filter((job) => job.isActive !== false);
}

export async function jobById(api: PublicReadApi, id: string): Promise<Job> {
  return api.getJob(id);
}
