import { z } from 'zod';
import { splitConfigSchema } from './box';

// POST /services/testSplit: a box's split configuration tried on a sample PDF before the service is saved
// (docs/product.md §3 Box "splitConfig"; issue 14, the split tab of the service editor).

/** Pages of a sample the preview reads at most: enough to see a split, without holding a thread for long. */
export const TEST_SPLIT_MAX_PAGES = 200;

/** A stored PDF the caller may see, and the split configuration to try on it. */
export const testSplitBodySchema = z.object({
  fileId: z.string().min(1).max(100),
  splitConfig: splitConfigSchema,
});

/**
 * What the split gives: the parts (1-based, inclusive pages) as a deposit of the file would cut it, and for a split
 * on an area's text that text on each page read. Only the first `pagesRead` pages are read (`truncated` when the
 * file has more): the parts cover those pages.
 */
export const testSplitResultSchema = z.object({
  pageCount: z.number().int(),
  pagesRead: z.number().int(),
  truncated: z.boolean(),
  pages: z.array(z.object({ page: z.number().int(), text: z.string() })),
  parts: z.array(z.object({ firstPage: z.number().int(), lastPage: z.number().int() })),
});
export type TestSplitResult = z.infer<typeof testSplitResultSchema>;
