// Icons of the main actions, the same everywhere (Tabler): decorative beside the button's words.
export const ACTION_ICON_PROPS = { size: 16, stroke: 1.75, 'aria-hidden': true } as const;
