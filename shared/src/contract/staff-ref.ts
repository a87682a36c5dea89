import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';

/** A person of the team, as a submission shows them (author, assignee). */
export const staffRef = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type StaffRef = z.infer<typeof staffRef>;
