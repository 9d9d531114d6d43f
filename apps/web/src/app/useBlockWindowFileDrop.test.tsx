import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DROP_ZONE_ATTRIBUTE, useBlockWindowFileDrop } from './useBlockWindowFileDrop';

function Page() {
  useBlockWindowFileDrop();
  return (
    <div>
      <p>Anywhere</p>
      <div {...{ [DROP_ZONE_ATTRIBUTE]: '' }}>
        <span>Drop here</span>
      </div>
    </div>
  );
}

function drop(target: Element, type: 'drop' | 'dragover'): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('global file drop blocking (docs/product.md §2)', () => {
  it('refuses files dropped outside a drop zone', () => {
    const { getByText } = render(<Page />);
    expect(drop(getByText('Anywhere'), 'dragover')).toBe(true);
    expect(drop(getByText('Anywhere'), 'drop')).toBe(true);
  });

  it('leaves drop zones alone', () => {
    const { getByText } = render(<Page />);
    expect(drop(getByText('Drop here'), 'drop')).toBe(false);
  });
});
