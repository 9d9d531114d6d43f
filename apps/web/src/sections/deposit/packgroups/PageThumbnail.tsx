import { Box, Center, Loader } from '@mantine/core';
import IconPhotoOff from '@tabler/icons-react/icons/IconPhotoOff';
import { useT } from '../../../i18n/useT';
import type { ThumbnailState } from './usePageThumbnails';

/** Height of a portrait A4 page for its width: the box keeps its place while the image loads. */
const A4_RATIO = 297 / 210;

interface PageThumbnailProps {
  state: ThumbnailState;
  /** What the image shows, e.g. "Letter 3, page 1". */
  alt: string;
  /** Width shown, in CSS pixels (the image is drawn larger for high-density screens). */
  width: number;
}

/** A small picture of a page, framed; a placeholder of the same size while it loads or when there is none. */
export function PageThumbnail({ state, alt, width }: PageThumbnailProps) {
  const t = useT();
  const height = Math.round(width * A4_RATIO);
  return (
    <Box
      w={width}
      mih={height}
      style={{ border: '1px solid var(--mantine-color-default-border)', lineHeight: 0, flex: 'none' }}
    >
      {state.kind === 'image' ? (
        <img
          src={state.src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={width}
          style={{ display: 'block', width: '100%', height: 'auto', background: 'white' }}
        />
      ) : state.kind === 'loading' ? (
        <Center h={height}>
          <Loader size="xs" aria-hidden="true" />
        </Center>
      ) : (
        <Center h={height} role="img" aria-label={t('deposit.packGroups.thumbnailMissing')}>
          <IconPhotoOff size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
        </Center>
      )}
    </Box>
  );
}
