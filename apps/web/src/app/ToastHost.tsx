import { CloseButton, useDirection } from '@mantine/core';
import { ToastContainer } from 'react-toastify';
import { TOAST_DRAG_PERCENT, TOAST_POSITION } from '@postbridge/domain';
import { useT } from '../i18n/useT';

// Below the 60 px top bar, so that a toast that stays (password expiry) never hides the menu or the user menu.
const BELOW_TOP_BAR = { top: 68 };

/**
 * One toast container: top-right, dismissed by dragging 80 % of its width (docs/product.md §8). The progress
 * bar is hidden and the close button replaced because the library names both with English texts.
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
      style={BELOW_TOP_BAR}
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
