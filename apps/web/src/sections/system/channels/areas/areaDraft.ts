import { technicalAreaSchema, type ComposeType, type LabelKey, type TechnicalArea } from '@postbridge/domain';

// Technical areas as the editor makes them (docs/product.md §3 "Technical area"): a new one takes the schema's
// defaults, sits near the page's top-left corner, and positions snap to half a millimetre.

export const AREA_TYPE_LABELS: Record<ComposeType, LabelKey> = {
  barcode: 'system.areas.type.barcode',
  datamatrix: 'system.areas.type.datamatrix',
  qrCode: 'system.areas.type.qrCode',
  text: 'system.areas.type.text',
  rectangle: 'system.areas.type.rectangle',
};

/** A mark beside each type in the list: what the area draws, at a glance. */
export const AREA_TYPE_ICONS: Record<ComposeType, string> = {
  barcode: '║',
  datamatrix: '▦',
  qrCode: '▩',
  text: 'T',
  rectangle: '▭',
};

/** The size a new area of each type starts with, in mm. */
const START_SIZES: Record<ComposeType, { width: number; height: number }> = {
  barcode: { width: 60, height: 15 },
  datamatrix: { width: 20, height: 20 },
  qrCode: { width: 25, height: 25 },
  text: { width: 80, height: 10 },
  rectangle: { width: 40, height: 20 },
};

export function newArea(type: ComposeType): TechnicalArea {
  return technicalAreaSchema.parse({
    type,
    area: { left: 10, top: 10, ...START_SIZES[type] },
    content: type === 'rectangle' ? null : { kind: 'constant', value: '' },
  });
}

/** Half a millimetre: fine enough to place a code, coarse enough to type (issue 15). */
export const snapMm = (mm: number) => Math.round(mm * 2) / 2;
