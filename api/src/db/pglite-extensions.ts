/** The PostgreSQL extensions every embedded database loads (the migrations create them). */
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Trigram indexes make the dashboard's "contains" searches fast at 100,000 rows. */
export const PGLITE_EXTENSIONS = {
  pg_trgm,
  // Scheduling: the exclusion constraint that keeps a person from being booked twice (0024).
  btree_gist,
};
