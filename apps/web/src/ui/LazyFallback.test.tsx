import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderApp';
import { LazyFallback } from './LazyFallback';

describe('lazy-load fallback (docs/product.md §2)', () => {
  it('stays quiet for 300 ms, then shows the indicator', () => {
    vi.useFakeTimers();
    renderWithProviders(<LazyFallback />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('after 20 s shows the time-out message with a retry button that reloads', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    renderWithProviders(<LazyFallback reload={reload} />);
    act(() => vi.advanceTimersByTime(19_999));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('This screen is taking too long to load');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(reload).toHaveBeenCalledOnce();
  });
});
