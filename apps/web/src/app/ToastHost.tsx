import type { CSSProperties } from 'react';
import { CloseButton, useDirection } from '@mantine/core';
import { ToastContainer } from 'react-toastify';
import { TOAST_DRAG_PERCENT, TOAST_POSITION } from '@postbridge/domain';
import { useT } from '../i18n/useT';

// Below the 60 px top bar, so that a toast that stays (password expiry) never hides the menu or the user menu.
// The text in the page's own colour: the library's grey (#757575) is barely 4.5:1 on white.
const CONTAINER_STYLE = {
  top: 68,
  '--toastify-text-color-light': 'var(--mantine-color-text)',
} as CSSProperties;

/**
 * One toast container: top-right, dismissed by dragging 80 % of its width (docs/product.md §8). The progress
 * bar is hidden and the close button replaced because the library names both with English texts. The container
 * is a polite live region of its own; each toast adds its role (notify.ts: alert for errors and warnings, status
 * for information), so a screen reader announces it without the user moving there.
 */
export function ToastHost() {
  const t = useT();
  const { dir } = useDirection();
  return (
    <ToastContainer
      position={TOAST_POSITION}
      draggablePercent={TOAST_DRAG_PERCENT}
      rtl={dir === 'rtl'}
      newestOnTop
      hideProgressBar
      style={CONTAINER_STYLE}
      aria-label={t('shell.notifications')}
      closeButton={({ closeToast }) => (
        <CloseButton
          size="sm"
          aria-label={t('common.close')}
          onClick={(event) => {
            event.stopPropagation();
            closeToast(true);
          }}
        />
      )}
    />
  );
}
