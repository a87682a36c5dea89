/** URL slugs for blog posts: lowercase ASCII words joined by hyphens. */

/** Words that collide with fixed routes under /api/blogs and /blog. */
const RESERVED = new Set(['admin', 'category', 'categories', 'tags', 'tag', 'feed', 'new', 'all']);

export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  if (!base) return 'post';
  // A reserved word or a UUID-shaped slug would be shadowed by a route or an id lookup.
  const uuidShaped = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(base);
  return RESERVED.has(base) || uuidShaped ? `${base}-post` : base;
}

/** `base`, or `base-N` with the smallest N ≥ 2 not in `taken`. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!set.has(candidate)) return candidate;
  }
}
