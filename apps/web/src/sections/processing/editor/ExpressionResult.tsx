import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import {
  type Condition,
  type EvaluationContext,
  type Expression,
  type ExpressionOf,
  evaluateCondition,
  evaluateExpression,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { useT } from '../../../i18n/useT';
import { type EditorSamples, useSamples } from './samples';

// "Result on the sample": the tree evaluated by the domain's evaluator (docs/product.md §3 "Expressions and
// conditions") on the editor's sample files, as the first letter and record would give it (docs/web.md
// "Processing: the service editor"). The texts of the PDF areas the tree reads are asked first (POST
// /pdf/extractText), after typing pauses.

type Tree = { expression: Expression } | { condition: Condition };
type PdfTextNode = ExpressionOf<'pdfText'>;

/** Every pdfText node of a tree, wherever it sits. */
function pdfTextNodes(node: unknown, found: PdfTextNode[] = []): PdfTextNode[] {
  if (Array.isArray(node)) node.forEach((child) => pdfTextNodes(child, found));
  else if (node !== null && typeof node === 'object') {
    if ((node as { kind?: unknown }).kind === 'pdfText') found.push(node as PdfTextNode);
    Object.values(node).forEach((child) => pdfTextNodes(child, found));
  }
  return found;
}

const readingKey = (node: Pick<PdfTextNode, 'page' | 'area' | 'extractionParameters'>) =>
  JSON.stringify([node.page, node.area, node.extractionParameters]);

/** The sample's 1-based page a node reads (-1 is the last), or null when the sample has no such page. */
function pageOf(page: number, pageCount: number): number | null {
  const resolved = page < 0 ? pageCount + 1 + page : page;
  return resolved >= 1 && resolved <= pageCount ? resolved : null;
}

function contextOf(samples: EditorSamples, texts: ReadonlyMap<string, string>): EvaluationContext {
  const { pdf, data } = samples;
  const record = data?.records[0];
  return {
    now: new Date(),
    fileName: (box) =>
      box !== null && data?.boxName === box ? data.fileName : (pdf?.fileName ?? data?.fileName),
    jobFileName: () => pdf?.fileName ?? data?.fileName,
    dataFileValue: (column) => record?.[column],
    // A data file's mapped columns are metadata of the record (docs/product.md §3 "Parser configurations").
    metadata: (name) => record?.[name],
    positionInBox: () => 1,
    recipientCount: () => data?.records.length,
    pdfText: (request) => texts.get(readingKey(request)),
  };
}

/** The value or truth of a tree on the samples; 'none' without samples, 'reading' while areas are read. */
function useSampleResult(
  tree: Tree,
): { state: 'none' } | { state: 'reading' } | { state: 'done'; value: string | boolean | null } {
  const samples = useSamples();
  const pdf = samples.pdf;
  // The areas to read, as text: typing in the tree re-renders often, the readings are asked once it pauses.
  const live = useMemo(() => {
    const unique = new Map<string, PdfTextNode>();
    if (pdf) for (const node of pdfTextNodes(tree)) unique.set(readingKey(node), node);
    return JSON.stringify([...unique.entries()]);
  }, [tree, pdf]);
  const [debounced] = useDebouncedValue(live, 300);
  const readings = useMemo(() => JSON.parse(debounced) as [string, PdfTextNode][], [debounced]);
  const results = useQueries({
    queries: readings.map(([key, node]) => ({
      queryKey: ['processing', 'sampleText', pdf?.fileId, key],
      queryFn: async () => {
        const page = pageOf(node.page, pdf!.pageCount);
        if (page === null) return null;
        const form = new FormData();
        form.append(
          'parameters',
          JSON.stringify({ page, area: node.area, extractionParameters: node.extractionParameters }),
        );
        form.append('fileId', pdf!.fileId);
        return (await api.postForm('/pdf/extractText', form)).text;
      },
      staleTime: Infinity,
      retry: false,
    })),
  });
  if (!samples.pdf && !samples.data) return { state: 'none' };
  if (results.some((result) => result.isPending)) return { state: 'reading' };
  const texts = new Map<string, string>();
  readings.forEach(([key], index) => {
    const text = results[index]?.data;
    if (typeof text === 'string') texts.set(key, text);
  });
  const context = contextOf(samples, texts);
  return {
    state: 'done',
    value:
      'expression' in tree
        ? evaluateExpression(tree.expression, context)
        : evaluateCondition(tree.condition, context),
  };
}

/** The line under the top node of an expression or condition editor. */
export function ExpressionResult({ tree }: { tree: Tree }) {
  const t = useT();
  const result = useSampleResult(tree);
  const { inEditor } = useSamples();
  let text: string;
  // Outside the service editor no sample can be dropped: nothing to say rather than point to tabs not there.
  if (result.state === 'none' && !inEditor) return null;
  if (result.state === 'none') text = t('processing.expr.noSample');
  else if (result.state === 'reading') text = t('processing.expr.resultReading');
  else if (typeof result.value === 'boolean')
    text = t(result.value ? 'processing.condition.resultTrue' : 'processing.condition.resultFalse');
  else if (result.value === null) text = t('processing.expr.resultEmpty');
  else text = t('processing.expr.result', { value: result.value });
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="sample-result">
      {text}
    </Text>
  );
}
