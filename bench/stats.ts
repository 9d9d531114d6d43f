/** Median, 95th and 99th percentiles and maximum of timings in ms (nearest-rank). */
export function summarise(samples: number[]): { median: number; p95: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1)! };
}

export async function time(fn: () => Promise<unknown> | unknown, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

export const round = (n: number) => Math.round(n * 100) / 100;
