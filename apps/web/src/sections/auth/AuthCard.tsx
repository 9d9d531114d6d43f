import type { ReactNode } from 'react';
import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { useApplicationName, useBranding } from '../../app/theme/useBranding';

interface AuthCardProps {
  title: string;
  subtitle?: string | undefined;
  children: ReactNode;
}

/** The card of the screens before sign-in: white label's logo (or name), a heading, the form. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const t = useT();
  const appName = useApplicationName();
  const logo = useBranding()?.logoImageURL;
  return (
    <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={420}>
      <Stack gap="md">
        {logo ? (
          <Image src={logo} alt={t('shell.logoAlt', { appName })} h={48} w="auto" fit="contain" />
        ) : (
          <Text fw={700} size="xl">
            {appName}
          </Text>
        )}
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
