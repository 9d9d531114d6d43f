/**
 * Formulas, patterns and split values: the typed text in a fixed-width font (every character counts), while the
 * field's label and hint stay in the interface's font.
 */
export const MONOSPACE_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;
