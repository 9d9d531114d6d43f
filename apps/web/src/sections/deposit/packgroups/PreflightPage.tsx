import { Alert, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PreflightFinding } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { fetchPdfPage } from '../requirements/requirementsApi';

/** Width the page is rendered at: the validation screen's page width, so both read the same cached image. */
const PAGE_PX = 800;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
/** Millimetres as the user reads them: a tenth is finer than anything pre-flight measures. */
const mm = (value: number) => Math.round(value * 10) / 10;

interface PreflightPageProps {
  fileId: string;
  /** The page in the deposited file (1-based). */
  page: number;
  /** In mm from the page's top-left corner as displayed; null: the whole page. */
  area: PreflightFinding['area'];
}

/**
 * The page a finding is on, with its area outlined. The server gives the page's size in mm with its image
 * (GET /pdf/{fileId}/pages/{page}, after the page's rotation), so the area is placed in percent of that size: exact
 * at any width the screen gives the image. The frame is laid out left to right whatever the language, since the
 * area is measured from the page's left edge and the image is never mirrored.
 */
export function PreflightPage({ fileId, page, area }: PreflightPageProps) {
  const t = useT();
  const errorText = useErrorText();
  const image = useQuery({
    // The key of the validation screen's page previews: a page's image never changes.
    queryKey: ['session', 'pdfPage', fileId, page, PAGE_PX],
    queryFn: ({ signal }) => fetchPdfPage(fileId, page, signal, PAGE_PX),
    staleTime: Infinity,
  });
  if (image.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(image.error)}
      </Alert>
    );
  if (!image.data)
    return (
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader aria-hidden="true" />
      </Center>
    );

  const { widthMm, heightMm } = image.data;
  const frame = area ?? { left: 0, top: 0, width: widthMm, height: heightMm };
  const label = area
    ? t('deposit.preflight.area', {
        left: mm(area.left),
        top: mm(area.top),
        width: mm(area.width),
        height: mm(area.height),
      })
    : t('deposit.preflight.wholePage');
  return (
    <Stack gap={4}>
      <Box
        dir="ltr"
        pos="relative"
        maw={520}
        style={{ overflow: 'hidden', border: '1px solid var(--mantine-color-default-border)' }}
      >
        <img
          src={image.data.image}
          alt={t('deposit.preflight.pageAlt', { page })}
          draggable={false}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
        <div
          role="img"
          aria-label={label}
          style={{
            position: 'absolute',
            left: percent(frame.left, widthMm),
            top: percent(frame.top, heightMm),
            width: percent(frame.width, widthMm),
            height: percent(frame.height, heightMm),
            boxSizing: 'border-box',
            border: '2px solid var(--mantine-color-red-7)',
            background: 'rgba(250, 82, 82, 0.18)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      {/* The same words as the frame's name, for the eyes: screen readers read the frame. */}
      <Text size="xs" c="dimmed" aria-hidden="true">
        {label}
      </Text>
    </Stack>
  );
}
