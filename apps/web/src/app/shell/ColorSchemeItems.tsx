import { Group, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import IconDeviceDesktop from '@tabler/icons-react/icons/IconDeviceDesktop';
import IconMoon from '@tabler/icons-react/icons/IconMoon';
import IconSun from '@tabler/icons-react/icons/IconSun';
import type { TablerIcon } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { MENU_ICON_PROPS } from './menuIcons';

const SCHEMES: readonly { value: MantineColorScheme; Icon: TablerIcon }[] = [
  { value: 'light', Icon: IconSun },
  { value: 'dark', Icon: IconMoon },
  { value: 'auto', Icon: IconDeviceDesktop },
];

/**
 * Light, dark or the system's appearance, as a group of radio items of the user menu: the choice is kept in this
 * browser (`app/theme/colorScheme.ts`) and applies at once.
 */
export function ColorSchemeItems() {
  const t = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label id="user-menu-color-scheme">{t('userMenu.colorScheme')}</Menu.Label>
      <Menu.RadioGroup value={colorScheme} onChange={(value) => setColorScheme(value as MantineColorScheme)}>
        <div role="group" aria-labelledby="user-menu-color-scheme">
          {SCHEMES.map(({ value, Icon }) => (
            <Menu.RadioItem key={value} value={value} closeMenuOnClick={false}>
              <Group gap="xs" wrap="nowrap" component="span">
                <Icon {...MENU_ICON_PROPS} />
                {t(`userMenu.colorScheme.${value}`)}
              </Group>
            </Menu.RadioItem>
          ))}
        </div>
      </Menu.RadioGroup>
    </>
  );
}
