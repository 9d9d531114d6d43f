import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { activeMenuEntry, visibleMenu } from '../menu';
import { useSession } from '../session/sessionStore';
import { MENU_ICON_PROPS } from './menuIcons';

/** The sections the user's permissions open (mapping in `menu.ts`). */
export function MainNav() {
  const t = useT();
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  if (!user) return null;
  const entries = visibleMenu(user);
  const activeId = activeMenuEntry(entries, pathname);
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => {
        const active = entry.id === activeId;
        return (
          <li key={entry.id}>
            <NavLink
              component={Link}
              to={entry.path}
              label={t(entry.label)}
              leftSection={<entry.icon {...MENU_ICON_PROPS} />}
              active={active}
              aria-current={active ? 'page' : undefined}
            />
          </li>
        );
      })}
    </Stack>
  );
}
