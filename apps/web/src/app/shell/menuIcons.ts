// How the shell draws its icons (Tabler, one set for the whole application): decorative beside their text,
// hidden from assistive technology, which reads the text.
export const MENU_ICON_PROPS = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;
