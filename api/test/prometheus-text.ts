/** Reads the Prometheus text format as a scraper does: samples with their labels, and the names. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) {
      labels[key!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * Every name a query may use: each metric's name from its TYPE line, and for a histogram or
 * summary the series it is read through (_bucket, _sum, _count).
 */
export function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(name! + s);
    if (type === 'summary') for (const s of ['_sum', '_count']) names.add(name! + s);
  }
  return names;
}

/** The value of the one sample with this name and these labels (undefined when there is none). */
export function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;
}
