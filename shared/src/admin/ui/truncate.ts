import { ADMIN_TRUNCATE_CHARS } from '../../contract/constants';

/** Admin lists show at most 100 characters of a description or excerpt (section 9). */
export function truncate(text: string, max: number = ADMIN_TRUNCATE_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
