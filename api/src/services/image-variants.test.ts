import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../storage/storage';
import {
  imageVariants,
  removeImageWithVariants,
  storeImageWithVariants,
  variantWidths,
} from './image-variants';

class MemoryStore implements Pick<FileStore, 'put' | 'open' | 'remove'> {
  files = new Map<string, { data: Buffer; type: string }>();
  async put(key: string, data: Buffer, type: string) {
    this.files.set(key, { data, type });
  }
  async open(): Promise<{ stream: Readable; size: number } | undefined> {
    return undefined;
  }
  async remove(key: string) {
    this.files.delete(key);
  }
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b3b60' } })
    .png()
    .toBuffer();

describe('image variants', () => {
  it('stores WebP copies at 480, 960 and 1440 px and describes them from the URL', async () => {
    const store = new MemoryStore();
    const key = await storeImageWithVariants(store, await png(1600, 900), 'png', 'image/png');
    expect(key).toMatch(/^[0-9a-f-]{36}_1600x900\.png$/);
    const image = imageVariants(`/uploads/${key}`)!;
    expect(image.width).toBe(1600);
    expect(image.height).toBe(900);
    const entries = image.srcset.split(', ').map((part) => part.split(' '));
    expect(entries.map(([, w]) => w)).toEqual(['480w', '960w', '1440w']);
    for (const [url, w] of entries) {
      const file = store.files.get(url!.replace('/uploads/', ''))!;
      expect(file.type).toBe('image/webp');
      const meta = await sharp(file.data).metadata();
      expect(meta.format).toBe('webp');
      expect(`${meta.width}w`).toBe(w);
    }
    await removeImageWithVariants(store, key);
    expect(store.files.size).toBe(0);
  });

  it('never enlarges: a small image gets one copy at its own width', async () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    const store = new MemoryStore();
    const key = await storeImageWithVariants(store, await png(300, 200), 'png', 'image/png');
    expect(imageVariants(`/uploads/${key}`)!.srcset).toMatch(/-300w\.webp 300w$/);
    expect(store.files.size).toBe(2);
  });

  it('leaves other addresses alone', () => {
    expect(imageVariants('/images/blog/cloud.svg')).toBeUndefined();
    expect(imageVariants('https://cdn.example.com/a.png')).toBeUndefined();
    expect(imageVariants('/uploads/0b7e6a5e-9d43-4f7e-8d0e-2b3f5a1c9e77.png')).toBeUndefined();
  });
});
