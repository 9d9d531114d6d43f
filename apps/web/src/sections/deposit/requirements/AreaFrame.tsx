import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Box } from '@mantine/core';
import type { BoxArea } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { arrowStep, moveArea, resizeArea, type PageSizeMm } from './areaGeometry';

type Change = (area: BoxArea, dxMm: number, dyMm: number, page: PageSizeMm) => BoxArea;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
const FOCUS_RING = '3px solid var(--mantine-color-orange-6)';

/**
 * The page image with the extraction area drawn on it. The frame is dragged with the mouse (or a finger) to move
 * it, and its corner handle to resize it; focused, the arrow keys do the same (Shift: bigger steps). The image
 * keeps the page's proportions, so one on-screen pixel is the same number of mm across and down.
 */
export function AreaFrame({
  image,
  imageAlt,
  page,
  area,
  hintId,
  onChange,
  readOnly = false,
}: {
  image: string;
  imageAlt: string;
  page: PageSizeMm;
  area: BoxArea;
  hintId: string;
  onChange: (area: BoxArea) => void;
  /** Drawn, not moved (the service editor without the right to edit). */
  readOnly?: boolean;
}) {
  const t = useT();
  const pageRef = useRef<HTMLDivElement>(null);
  const stopDrag = useRef<(() => void) | null>(null);
  const [focused, setFocused] = useState<'frame' | 'handle' | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);

  const startDrag = (event: ReactPointerEvent<HTMLElement>, change: Change) => {
    if (event.button !== 0 || readOnly) return;
    const bounds = pageRef.current?.getBoundingClientRect();
    if (!bounds || bounds.width <= 0 || bounds.height <= 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.focus();
    const mmPerPxX = page.widthMm / bounds.width;
    const mmPerPxY = page.heightMm / bounds.height;
    const start = { x: event.clientX, y: event.clientY, area };
    const move = (e: PointerEvent) =>
      onChange(change(start.area, (e.clientX - start.x) * mmPerPxX, (e.clientY - start.y) * mmPerPxY, page));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
      stopDrag.current = null;
    };
    stopDrag.current?.();
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    stopDrag.current = stop;
  };

  const onKey = (event: KeyboardEvent<HTMLElement>, change: Change) => {
    const step = arrowStep(event);
    if (!step || readOnly) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(change(area, step[0], step[1], page));
  };

  return (
    <Box
      ref={pageRef}
      pos="relative"
      style={{ userSelect: 'none', border: '1px solid var(--mantine-color-gray-4)' }}
    >
      <img
        src={image}
        alt={imageAlt}
        draggable={false}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
      <div
        role="group"
        tabIndex={0}
        aria-label={t('deposit.requirements.area.frame', area)}
        aria-describedby={hintId}
        onPointerDown={(e) => startDrag(e, moveArea)}
        onKeyDown={(e) => onKey(e, moveArea)}
        onFocus={() => setFocused('frame')}
        onBlur={() => setFocused(null)}
        style={{
          position: 'absolute',
          left: percent(area.left, page.widthMm),
          top: percent(area.top, page.heightMm),
          width: percent(area.width, page.widthMm),
          height: percent(area.height, page.heightMm),
          boxSizing: 'border-box',
          border: '2px solid var(--mantine-color-blue-7)',
          background: 'rgba(34, 139, 230, 0.15)',
          cursor: readOnly ? 'default' : 'move',
          touchAction: 'none',
          outline: focused === 'frame' ? FOCUS_RING : 'none',
          outlineOffset: 2,
        }}
      >
        <div
          role="button"
          tabIndex={0}
          aria-label={t('deposit.requirements.area.resize')}
          aria-describedby={hintId}
          onPointerDown={(e) => startDrag(e, resizeArea)}
          onKeyDown={(e) => onKey(e, resizeArea)}
          onFocus={(e) => {
            e.stopPropagation();
            setFocused('handle');
          }}
          onBlur={(e) => {
            e.stopPropagation();
            setFocused(null);
          }}
          style={{
            position: 'absolute',
            right: -10,
            bottom: -10,
            width: 20,
            height: 20,
            borderRadius: 4,
            background: 'var(--mantine-color-blue-7)',
            border: '2px solid white',
            cursor: 'nwse-resize',
            touchAction: 'none',
            outline: focused === 'handle' ? FOCUS_RING : 'none',
            outlineOffset: 2,
          }}
        />
      </div>
    </Box>
  );
}
