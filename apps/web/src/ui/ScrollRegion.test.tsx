import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderApp';
import { ScrollRegion } from './ScrollRegion';

/** jsdom lays nothing out: the viewport's sizes are given as a browser would measure them. */
function measure(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const viewport = (container: HTMLElement) => container.querySelector('[data-scrollarea-viewport]');

describe('a scroll area the keyboard can scroll', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a tab stop while its table is wider than its box', () => {
    measure(900, 390);
    const { container } = renderWithProviders(
      <ScrollRegion>
        <table />
      </ScrollRegion>,
    );
    expect(viewport(container)).toHaveAttribute('tabindex', '0');
  });

  it('is no tab stop while everything fits', () => {
    measure(390, 390);
    const { container } = renderWithProviders(
      <ScrollRegion>
        <table />
      </ScrollRegion>,
    );
    expect(viewport(container)).not.toHaveAttribute('tabindex');
  });
});
