import { GENERATED_BOX_NAME_MAX_DIGITS, GENERATED_BOX_NAME_RADIX } from '../constants';

const NAME_SPACE = GENERATED_BOX_NAME_RADIX ** GENERATED_BOX_NAME_MAX_DIGITS;

/**
 * A generated box name: a random base-36 string of up to 6 digits (docs/product.md §9). `random` returns [0,
 * 1) like Math.random; pass a seeded one in tests. A name already in `taken` is drawn again.
 */
export function generateBoxName(random: () => number = Math.random, taken: Iterable<string> = []): string {
  const used = new Set(taken);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const index = Math.min(Math.floor(random() * NAME_SPACE), NAME_SPACE - 1);
    const name = Math.max(index, 0).toString(GENERATED_BOX_NAME_RADIX);
    if (!used.has(name)) return name;
  }
  throw new Error('generateBoxName: no free name found after 100 attempts');
}
