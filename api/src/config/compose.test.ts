/** docker-compose.yml: third-party images are pinned, so a rebuild never changes them silently. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../paths';

const compose = readFileSync(resolveFromRoot('docker-compose.yml'), 'utf8');
const images = [...compose.matchAll(/^\s+image:\s*(\S+)\s*$/gm)].map((m) => m[1]!);

describe('docker-compose.yml', () => {
  it('pins every third-party image (MinIO to a RELEASE.* tag); only our own build is latest', () => {
    const thirdParty = images.filter((image) => !image.startsWith('northbeam:'));
    expect(thirdParty.length).toBeGreaterThan(0);
    for (const image of thirdParty) {
      expect(image, image).toMatch(/:[^:]+$/);
      expect(image, image).not.toMatch(/:latest$/);
    }
    const minio = thirdParty.filter((image) => image.startsWith('minio/'));
    expect(minio).toHaveLength(2);
    for (const image of minio)
      expect(image).toMatch(/:RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
  });
});
