import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PATHS, screenLabel, type ScreenId } from '../../app/paths';
import { useT } from '../../i18n/useT';

const ORDER: readonly ScreenId<'printer'>[] = ['home', 'manual', 'automated', 'async', 'config'];

/** The printer layout has no menu: its five screens are tabs at the top of each of them. */
export function PrinterNav({ current }: { current: ScreenId<'printer'> }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Tabs
      value={current}
      onChange={(screen) => screen && void navigate(PATHS.printer[screen as ScreenId<'printer'>])}
      component="nav"
      aria-label={t('section.printer')}
    >
      <Tabs.List>
        {ORDER.map((screen) => (
          <Tabs.Tab key={screen} value={screen}>
            {t(screenLabel('printer', screen))}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
