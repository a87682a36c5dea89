/**
 * `npm run route-shapes`: writes shared/src/contract/route-shapes.ts, the route table's shapes
 * (method, path, body, list, file, session: no schemas), which the admin's first bundle sends its
 * calls by. Run it after changing the route table; shared's route-shapes test says when to.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { routeShapesSource } from '../shared/src/contract/route-shapes-source';

const file = join(import.meta.dirname, '../shared/src/contract/route-shapes.ts');
const source = await format(await routeShapesSource(), {
  ...(await resolveConfig(file)),
  filepath: file,
});
writeFileSync(file, source);
console.log(`wrote ${file}`);
