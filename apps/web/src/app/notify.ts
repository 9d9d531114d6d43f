import { toast, type ToastOptions } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@postbridge/domain';

// Toast levels and timings of docs/product.md §8: errors stay 5000 ms, info and warnings 2500 ms. Errors and
// warnings interrupt a screen reader (role alert), information waits for a pause (role status).

export function notifyError(message: string, options: ToastOptions = {}): void {
  toast.error(message, { autoClose: TOAST_AUTO_CLOSE_MS.error, role: 'alert', ...options });
}

export function notifyWarning(message: string, options: ToastOptions = {}): void {
  toast.warning(message, { autoClose: TOAST_AUTO_CLOSE_MS.warning, role: 'alert', ...options });
}

export function notifyInfo(message: string, options: ToastOptions = {}): void {
  toast.info(message, { autoClose: TOAST_AUTO_CLOSE_MS.info, role: 'status', ...options });
}
