import type { MouseEvent } from 'react';
import { useT } from '../../i18n/useT';
import classes from './SkipLink.module.css';

/** Where the skip link leads: the `<main>` of every layout carries this id. */
const MAIN_ID = 'main';

/** Props of each layout's `<main>`: the skip link's target, focusable by script only, without a ring. */
export const MAIN_PROPS = { id: MAIN_ID, tabIndex: -1, className: classes.skipTarget } as const;

/**
 * "Skip to main content" (WCAG 2.4.1): the first thing Tab reaches, shown only while focused. It moves the focus
 * into the screen itself (the main element takes focus with tabIndex -1), so the next Tab is the screen's first
 * control, not the menu's; the address is left as it is (no `#main` for the router to read).
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
