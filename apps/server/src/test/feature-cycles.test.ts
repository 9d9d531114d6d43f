import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Features use each other one way only (docs/architecture.md "Where things live"): a cycle between features,
// direct or through others, means one of them holds what belongs to a third place (platform/ or a shared module).

const features = path.resolve(import.meta.dirname, '../features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|\.fixture\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Feature → the features its production code imports. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(features)) {
    const from = path.relative(features, file).split(path.sep)[0]!;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.relative(features, path.resolve(path.dirname(file), specifier!));
      const to = target.split(path.sep)[0]!;
      if (!target.startsWith('..') && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Every cycle, as the list of features around it (each cycle once, starting from its smallest name). */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const found = new Map<string, string[]>();
  const walk = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const smallest = trail.indexOf([...trail].sort()[0]!);
        const cycle = [...trail.slice(smallest), ...trail.slice(0, smallest)];
        found.set(cycle.join(' → '), cycle);
      } else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) walk(start, start, [start]);
  return [...found.values()];
}

describe('feature imports', () => {
  it('finds a cycle of three features', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycle between the features of the server', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(cyclesOf(graph).map((cycle) => [...cycle, cycle[0]].join(' → '))).toEqual([]);
  });
});
