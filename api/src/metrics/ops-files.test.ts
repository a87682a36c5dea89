/**
 * The Grafana dashboard (ops/grafana/northbeam.json) and the Prometheus alert rules
 * (ops/prometheus/alerts.yml) parse, and every metric they name is one a running server exposes
 * (a scrape of a test server, not a list kept by hand). With promtool installed (Debian's
 * `prometheus` package), the rules also pass `promtool check rules` and their unit tests.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../paths';
import { exposedNames } from '../../test/prometheus-text';
import { startTestServer, type TestServer } from '../../test/test-server';

const ops = join(REPO_ROOT, 'ops');
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;

interface Dashboard {
  panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
  templating: { list: Array<{ query: { query: string } }> };
}
interface Rules {
  groups: Array<{ name: string; rules: Array<{ alert: string; expr: string }> }>;
}

const dashboard = JSON.parse(
  readFileSync(join(ops, 'grafana/northbeam.json'), 'utf8'),
) as Dashboard;
const rules = parse(readFileSync(join(ops, 'prometheus/alerts.yml'), 'utf8')) as Rules;

/** The metric names in a PromQL expression (ours and Node's; not functions, labels or Grafana's). */
const metricNames = (expr: string) =>
  [...expr.matchAll(/[a-zA-Z_:][\w:]*/g)]
    .map(([name]) => name)
    .filter((name) => /^(northbeam|nodejs|process)_/.test(name));

describe('ops files', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('name only metrics the server exposes', async () => {
    const exposed = exposedNames(await (await fetch(`${server.url}/metrics`)).text());
    const expressions = [
      ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
      ...dashboard.templating.list.map((variable) => variable.query.query),
      ...rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
    ];
    const named = new Set(expressions.flatMap(metricNames));
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !exposed.has(name))).toEqual([]);
  });

  it('the dashboard has the panels operators look at, each with a query', () => {
    expect(dashboard.panels.map((panel) => panel.title)).toEqual(
      expect.arrayContaining([
        'Request rate by route',
        'Error rate',
        'p95 latency by route',
        'Outbox depth',
        'Outbox: oldest due message',
        'Background job failures',
        'Cache hit ratio',
        'Event loop lag (p99)',
        'Memory',
      ]),
    );
    for (const panel of dashboard.panels) expect(panel.targets.length).toBeGreaterThan(0);
  });

  it('the alert rules cover a stuck outbox, server errors and failing jobs', () => {
    expect(rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert))).toEqual([
      'NorthbeamOutboxStuck',
      'NorthbeamHigh5xxRate',
      'NorthbeamJobFailing',
    ]);
  });

  it.skipIf(!hasPromtool)('pass promtool check rules and their unit tests', () => {
    const cwd = join(ops, 'prometheus');
    const check = spawnSync('promtool', ['check', 'rules', 'alerts.yml'], {
      cwd,
      encoding: 'utf8',
    });
    expect(check.stdout + check.stderr).toContain('SUCCESS: 3 rules found');
    expect(check.status).toBe(0);
    const test = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], {
      cwd,
      encoding: 'utf8',
    });
    expect(test.stdout + test.stderr).toContain('SUCCESS');
    expect(test.status).toBe(0);
  });
});
