/**
 * Beacons per address in a fixed window, counted in a count-min sketch: two tables of 65,536
 * counters, each address counted in one slot of each (two hashes with a random key made at start),
 * its count the smaller of the two. Nothing is allocated per beacon and no address is kept: a map
 * of addresses grew by every new visitor until the window ended, and at 2,000 beacons a second its
 * entries were what the event loop's young-generation collections copied (each pause longer, and
 * pages answered later). Two addresses share both slots only by a rare collision; then they share
 * a limit, of 120 beacons a minute, which readers of pages never reach.
 */
import { randomBytes } from 'node:crypto';

const SLOTS = 1 << 16;

/** FNV-1a over the string's UTF-16 code units from `seed`, then murmur3's finaliser. */
function slotOf(value: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h & (SLOTS - 1);
}

export function createBeaconLimiter(options: { perWindow: number; windowMs: number }) {
  const { perWindow, windowMs } = options;
  const seeds = randomBytes(8);
  const first = seeds.readUInt32LE(0);
  const second = seeds.readUInt32LE(4);
  const counts = [new Uint16Array(SLOTS), new Uint16Array(SLOTS)] as const;
  let started = Date.now();

  return {
    /** Counts one beacon of `address`; answers whether it is past the window's limit. */
    over(address: string): boolean {
      const at = Date.now();
      if (at - started >= windowMs) {
        counts[0].fill(0);
        counts[1].fill(0);
        started = at;
      }
      const a = slotOf(address, first);
      const b = slotOf(address, second);
      // Counts stop just past the limit: 16 bits never overflow.
      if (counts[0][a]! <= perWindow) counts[0][a]! += 1;
      if (counts[1][b]! <= perWindow) counts[1][b]! += 1;
      return Math.min(counts[0][a]!, counts[1][b]!) > perWindow;
    },
  };
}
