import { Anchor, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { PATHS } from '../paths';
import { useApplicationName, useBranding } from '../theme/useBranding';

/** The white label's logo, or the application name when it has none; leads home. */
export function AppLogo() {
  const t = useT();
  const appName = useApplicationName();
  const logo = useBranding()?.logoImageURL;
  return (
    <Anchor
      component={Link}
      to={PATHS.home}
      underline="never"
      c="inherit"
      aria-label={logo ? undefined : appName}
    >
      {logo ? (
        <Image src={logo} alt={t('shell.logoAlt', { appName })} h={36} w="auto" fit="contain" />
      ) : (
        <Text fw={700} size="lg" truncate>
          {appName}
        </Text>
      )}
    </Anchor>
  );
}
