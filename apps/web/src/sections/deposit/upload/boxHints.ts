import { effectiveBoxLimits, type Box, type LabelKey, type SavedService } from '@postbridge/domain';
import type { BoxMessage } from './boxRules';
import { splitMarkerSentence } from './splitMarker';

// The texts that tell what a box takes: its kind, how its PDFs are cut into documents, and how many files.

const FORMAT_LABEL: Record<string, LabelKey> = {
  'par.CSV': 'send.upload.formatCsv',
  'par.FixedWidth': 'send.upload.formatFixedWidth',
  'par.JSON': 'send.upload.formatJson',
  'par.Seiitra': 'send.upload.formatSkipLines',
};

type Translate = (key: LabelKey, params?: Record<string, string | number>) => string;

/** What to drop into the box. */
export function boxHintText(box: Box, t: Translate): string {
  if (box.appositions) return t('send.upload.hintApposition');
  if (box.boxType === 'box.ARCHIVE') return t('send.upload.hintArchive');
  if (box.boxType === 'box.DATA_FILE') {
    const format = FORMAT_LABEL[box.parserConfiguration?.kind ?? ''];
    return t('send.upload.hintData', { format: format ? t(format) : '' });
  }
  return t('deposit.box.dropHint');
}

/** How the box's PDFs become documents (spec §3 Box splitConfig), in words; null for other boxes. */
export function splitHint(box: Box, t: Translate): string | null {
  if (box.boxType !== 'box.PDF' || box.appositions) return null;
  switch (box.splitConfig.kind) {
    case 'bsc.NONE':
      return t('send.upload.splitNone');
    case 'bsc.PAGE':
      return t('send.upload.splitPage', { n: box.splitConfig.pagesPerPart });
    case 'bsc.PDF_AREA':
      return splitMarkerSentence(box.splitConfig, t);
  }
}

/** How many files the box takes (spec §5: a single-file service's main box takes exactly one). */
export function countHint(service: SavedService, box: Box): BoxMessage {
  const { minElements: min, maxElements: max } = effectiveBoxLimits(service, box);
  if (max < 0) return { key: 'send.upload.countAtLeast', params: { min } };
  if (min === 1 && max === 1) return { key: 'send.upload.countOne', params: {} };
  if (min === max) return { key: 'send.upload.countExactly', params: { n: max } };
  return { key: 'send.upload.countRange', params: { min, max } };
}
