import { Menu, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLabels } from '@postbridge/domain';
import { createI18n } from '../../i18n/i18n';
import { applyColorSchemeBeforePaint, colorSchemeManager, DEFAULT_COLOR_SCHEME } from '../theme/colorScheme';
import { ColorSchemeItems } from './ColorSchemeItems';

function renderMenu() {
  return render(
    <I18nextProvider i18n={createI18n(englishLabels)}>
      <MantineProvider colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
        {/* jsdom measures nothing: floating-ui would take the target for detached and hide the dropdown. */}
        <Menu defaultOpened hideDetached={false}>
          <Menu.Target>
            <button type="button">menu</button>
          </Menu.Target>
          <Menu.Dropdown>
            <ColorSchemeItems />
          </Menu.Dropdown>
        </Menu>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const systemPrefersDark = (dark: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

describe('colour scheme', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    vi.restoreAllMocks();
  });

  it('follows the system until the user chooses, then keeps the choice for the next visit', async () => {
    systemPrefersDark(true);
    renderMenu();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('menuitemradio', { name: 'Same as the system' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Same as the system' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    // The next page load: the stored choice wins over the dark system before React renders anything.
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    expect(applyColorSchemeBeforePaint(window)).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('applies the system setting before the first paint when nothing was chosen, or the choice of dark', async () => {
    systemPrefersDark(true);
    expect(applyColorSchemeBeforePaint(window)).toBe('dark');
    vi.restoreAllMocks();
    systemPrefersDark(false);
    expect(applyColorSchemeBeforePaint(window)).toBe('light');

    renderMenu();
    await userEvent.setup({ delay: null }).click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    expect(applyColorSchemeBeforePaint(window)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
