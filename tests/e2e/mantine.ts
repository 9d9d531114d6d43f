import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Chooses `option` in the Mantine select labelled `label` (its list opens in a portal). A select a dialog
 * focuses first is open already: it is clicked only while its list is closed. `exact` matches the label exactly
 * (a screen with "Box type" and "Box type of …"); `check: false` skips reading the choice back (an option that
 * opens a dialog instead of filling the field).
 */
export async function choose(
  scope: Page | Locator,
  label: string,
  option: string,
  { exact = false, check = true }: { exact?: boolean; check?: boolean } = {},
): Promise<void> {
  const p = 'page' in scope ? scope.page() : scope;
  const box = scope.getByRole('combobox', { name: label, exact });
  const list = p.getByRole('listbox', { name: label, exact });
  await expect
    .poll(async () => {
      const open = await list.isVisible();
      if (!open && (await box.getAttribute('aria-expanded')) !== 'true') await box.click();
      return open;
    })
    .toBe(true);
  await list.getByRole('option', { name: option, exact: true }).click();
  if (check) await expect.poll(() => box.inputValue()).toContain(option);
}
