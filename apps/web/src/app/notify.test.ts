import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { notifyError, notifyInfo, notifyWarning } from './notify';

describe('toast timings (docs/product.md §8)', () => {
  it('keeps errors 5000 ms and info or warnings 2500 ms', () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('1');
    const info = vi.spyOn(toast, 'info').mockReturnValue('2');
    const warning = vi.spyOn(toast, 'warning').mockReturnValue('3');
    notifyError('e');
    notifyInfo('i');
    notifyWarning('w');
    expect(error).toHaveBeenCalledWith('e', { autoClose: 5000, role: 'alert' });
    expect(info).toHaveBeenCalledWith('i', { autoClose: 2500, role: 'status' });
    expect(warning).toHaveBeenCalledWith('w', { autoClose: 2500, role: 'alert' });
  });

  it('lets a toast stay until dismissed', () => {
    const warning = vi.spyOn(toast, 'warning').mockReturnValue('4');
    notifyWarning('expiring', { autoClose: false });
    expect(warning).toHaveBeenCalledWith('expiring', { autoClose: false, role: 'alert' });
  });
});
