import type { FilterValues } from './filters';

// Filters saved per screen and user (docs/product.md §3 "Filters state: savedScreens by screen name, holding
// fieldsValues and selectedButtons"). Our decision (docs/web.md "List screens"): they live in local storage
// under `postbridge.filters.<user id>.<screen>`, so they survive a reload and a new sign-in of the same user,
// and another user of the same browser never sees them. `selectedButtons` names the range filters that follow
// the user's search range ("Last N days" button): those are recomputed from today when restored, not frozen.

interface SavedScreen {
  fieldsValues: FilterValues;
  selectedButtons: string[];
  maxResults: number;
}

const PREFIX = 'postbridge.filters';

function savedFiltersKey(userId: string, screen: string): string {
  return `${PREFIX}.${userId}.${screen}`;
}

/** The saved state of a screen, or null when none (or storage is unreadable: the defaults apply). */
export function loadSavedScreen(userId: string, screen: string): Partial<SavedScreen> | null {
  try {
    const text = window.localStorage.getItem(savedFiltersKey(userId, screen));
    if (!text) return null;
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<SavedScreen>) : null;
  } catch {
    return null;
  }
}

export function saveScreen(userId: string, screen: string, state: SavedScreen): void {
  try {
    window.localStorage.setItem(savedFiltersKey(userId, screen), JSON.stringify(state));
  } catch {
    // Storage full or disabled: the filters still apply, they are just not remembered.
  }
}

export function forgetScreen(userId: string, screen: string): void {
  try {
    window.localStorage.removeItem(savedFiltersKey(userId, screen));
  } catch {
    // Nothing was stored either.
  }
}
