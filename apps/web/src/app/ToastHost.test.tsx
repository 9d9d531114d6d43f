import { act, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderApp';
import { notifyError, notifyInfo } from './notify';
import { ToastHost } from './ToastHost';

describe('toasts for assistive technology', () => {
  afterEach(() => act(() => toast.dismiss()));

  it('announces information politely and errors at once, inside a named live region', async () => {
    renderWithProviders(<ToastHost />);
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => notifyInfo('The order was sent.'));
    act(() => notifyError('The file could not be read.'));
    // Each toast is its own status or alert (toasts left by earlier tests of the run may show too).
    expect((await screen.findByText('The order was sent.')).closest('[role="status"]')).not.toBeNull();
    expect((await screen.findByText('The file could not be read.')).closest('[role="alert"]')).not.toBeNull();
  });
});
