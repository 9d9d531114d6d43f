import { effectiveBoxLimits, type Box, type LabelKey, type SavedService } from '@postbridge/domain';
import type { BoxMessage } from './boxRules';
import { splitMarkerSentence } from './splitMarker';

// The texts that tell what a box takes: its kind, how its PDFs are cut into documents, and how many files.

const FORMAT_LABEL: Record<string, LabelKey> = {
  'par.CSV': 'deposit.upload.formatCsv',
  'par.FixedWidth': 'deposit.upload.formatFixedWidth',
  'par.JSON': 'deposit.upload.formatJson',
  'par.Seiitra': 'deposit.upload.formatSkipLines',
};

type Translate = (key: LabelKey, params?: Record<string, string | number>) => string;

/** What to drop into the box. */
export function boxHintText(box: Box, t: Translate): string {
  if (box.appositions) return t('deposit.upload.hintApposition');
  if (box.boxType === 'box.ARCHIVE') return t('deposit.upload.hintArchive');
  if (box.boxType === 'box.DATA_FILE') {
    const format = FORMAT_LABEL[box.parserConfiguration?.kind ?? ''];
    return t('deposit.upload.hintData', { format: format ? t(format) : '' });
  }
  return t('deposit.box.dropHint');
}

/**
 * How the box's PDFs become documents (docs/product.md §3 Box splitConfig), in words; null for other boxes.
 */
export function splitHint(box: Box, t: Translate): string | null {
  if (box.boxType !== 'box.PDF' || box.appositions) return null;
  switch (box.splitConfig.kind) {
    case 'bsc.NONE':
      return t('deposit.upload.splitNone');
    case 'bsc.PAGE':
      return t('deposit.upload.splitPage', { n: box.splitConfig.pagesPerPart });
    case 'bsc.PDF_AREA':
      return splitMarkerSentence(box.splitConfig, t);
  }
}

/** How many files the box takes (docs/product.md §5: a single-file service's main box takes exactly one). */
export function countHint(service: SavedService, box: Box): BoxMessage {
  const { minElements: min, maxElements: max } = effectiveBoxLimits(service, box);
  if (max < 0) return { key: 'deposit.upload.countAtLeast', params: { min } };
  if (min === 1 && max === 1) return { key: 'deposit.upload.countOne', params: {} };
  if (min === max) return { key: 'deposit.upload.countExactly', params: { n: max } };
  return { key: 'deposit.upload.countRange', params: { min, max } };
}
