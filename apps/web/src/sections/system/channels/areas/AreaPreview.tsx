import { useId } from 'react';
import { Box, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES_MM, type BoxArea, type PageFormat, type TechnicalArea } from '@postbridge/domain';
import { useT } from '../../../../i18n/useT';
import { AreaFrame } from '../../../deposit/requirements/AreaFrame';
import { fetchPdfPage } from '../../../deposit/requirements/requirementsApi';
import { snapMm } from './areaDraft';

type Props = {
  areas: readonly TechnicalArea[];
  selected: number | null;
  onAreaChange: (index: number, area: BoxArea) => void;
  pageFormat: PageFormat;
  /** The sample PDF the areas are drawn over; null: a blank page of the format. */
  sampleFileId: string | null;
  readOnly: boolean;
};

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** A white page of the format's proportions, as an image AreaFrame can draw on. */
const blankPage = (widthMm: number, heightMm: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm * 4}" height="${heightMm * 4}"><rect width="100%" height="100%" fill="white"/></svg>`,
  )}`;

/**
 * The page with every area drawn as a frame: the selected one moved and resized with the mouse, a finger or the
 * arrow keys (AreaFrame), snapped to half a millimetre; the others outlined.
 */
export function AreaPreview({ areas, selected, onAreaChange, pageFormat, sampleFileId, readOnly }: Props) {
  const t = useT();
  const hintId = useId();
  const sample = useQuery({
    queryKey: ['system', 'areas', 'sample', sampleFileId],
    queryFn: ({ signal }) => fetchPdfPage(sampleFileId!, 1, signal),
    enabled: sampleFileId !== null,
    staleTime: Infinity,
  });
  const format = PAGE_SIZES_MM[pageFormat];
  const page =
    sampleFileId && sample.data
      ? { widthMm: sample.data.widthMm, heightMm: sample.data.heightMm }
      : { widthMm: format.width, heightMm: format.height };
  const image = sampleFileId && sample.data ? sample.data.image : blankPage(page.widthMm, page.heightMm);
  if (sampleFileId && sample.isPending) return <Loader size="sm" />;
  const current = selected !== null ? areas[selected] : undefined;

  return (
    <Box>
      <Text fw={600} mb={4}>
        {t('system.areas.preview')}
      </Text>
      <Box pos="relative" maw={520}>
        {current ? (
          <AreaFrame
            image={image}
            imageAlt={t('system.areas.previewAlt', { format: pageFormat })}
            page={page}
            area={current.area}
            hintId={hintId}
            readOnly={readOnly}
            onChange={(area) =>
              onAreaChange(selected!, {
                left: snapMm(area.left),
                top: snapMm(area.top),
                width: snapMm(area.width),
                height: snapMm(area.height),
              })
            }
          />
        ) : (
          <img
            src={image}
            alt={t('system.areas.previewAlt', { format: pageFormat })}
            style={{ display: 'block', width: '100%', border: '1px solid var(--mantine-color-gray-4)' }}
          />
        )}
        {areas.map((area, index) =>
          index === selected ? null : (
            <div
              key={index}
              data-testid="area-outline"
              aria-hidden
              style={{
                position: 'absolute',
                // The page is drawn left to right whatever the language: physical offsets on purpose.
                left: percent(area.area.left, page.widthMm),
                top: percent(area.area.top, page.heightMm),
                width: percent(area.area.width, page.widthMm),
                height: percent(area.area.height, page.heightMm),
                border: '1px dashed var(--mantine-color-gray-7)',
                pointerEvents: 'none',
                boxSizing: 'border-box',
              }}
            />
          ),
        )}
      </Box>
      {!readOnly && current && (
        <Text id={hintId} size="xs" c="dimmed" mt={4}>
          {t('system.areas.previewHint')}
        </Text>
      )}
    </Box>
  );
}
