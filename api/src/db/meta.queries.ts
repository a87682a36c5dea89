import type { DbOrTrx } from './connection';

export async function getMeta(db: DbOrTrx, key: string): Promise<unknown> {
  const row = await db('app_meta').where({ key }).first('value');
  return row?.value;
}

export async function setMeta(db: DbOrTrx, key: string, value: unknown) {
  await db('app_meta')
    .insert({ key, value: JSON.stringify(value) })
    .onConflict('key')
    .merge(['value', 'updated_at']);
}
