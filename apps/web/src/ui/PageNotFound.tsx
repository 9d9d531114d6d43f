import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../i18n/useT';
import { PATHS } from '../app/paths';

export function PageNotFound() {
  const t = useT();
  return (
    <Stack gap="md" py="md">
      <Title order={1}>{t('error.pageNotFound.title')}</Title>
      <Text>{t('error.pageNotFound.text')}</Text>
      <Anchor component={Link} to={PATHS.home}>
        {t('common.backToHome')}
      </Anchor>
    </Stack>
  );
}
