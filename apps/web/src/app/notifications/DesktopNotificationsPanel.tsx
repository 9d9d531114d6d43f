import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LabelKey, UiPreferences } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { wantsDesktopNotifications } from './desktopNotifications';
import { useDesktopPermission } from './useDesktopPermission';

const KIND_LABELS: readonly [keyof UiPreferences, LabelKey][] = [
  ['validatedPushNotification', 'notifications.kind.validated'],
  ['rejectedPushNotification', 'notifications.kind.rejected'],
  ['pendingPushNotification', 'notifications.kind.pending'],
];

/**
 * The state of desktop notifications, and the button that asks the browser for them (a click: browsers accept the
 * request from a user gesture only). Not shown when the user's preferences ask for no notification.
 */
export function DesktopNotificationsPanel({ preferences }: { preferences: UiPreferences }) {
  const t = useT();
  const { i18n } = useTranslation();
  const { permission, request } = useDesktopPermission();
  if (!wantsDesktopNotifications(preferences)) return null;
  const kinds = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    KIND_LABELS.filter(([preference]) => preferences[preference] === true).map(([, label]) => t(label)),
  );
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="desktop-notifications">
      <Stack gap="xs">
        <Title order={2} size="h5" id="desktop-notifications">
          {t('notifications.title')}
        </Title>
        {permission === 'granted' && <Text size="sm">{t('notifications.on', { kinds })}</Text>}
        {permission === 'default' && (
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('notifications.offer', { kinds })}</Text>
            <Button size="compact-md" variant="light" onClick={() => void request()}>
              {t('notifications.enable')}
            </Button>
          </Group>
        )}
        {permission === 'denied' && (
          <Text size="sm" c="dimmed">
            {t('notifications.denied')}
          </Text>
        )}
        {permission === 'unsupported' && (
          <Text size="sm" c="dimmed">
            {t('notifications.unsupported')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
