import { useState, type FormEvent } from 'react';
import { Alert, Button, NumberInput, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { UiPreferences, UserPreferencesBody } from '@postbridge/domain';
import { api } from '../../api/api';
import { notifyInfo } from '../../app/notify';
import { useSession } from '../../app/session/sessionStore';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';

/** POST /users/preferences: the answer is the session user with the preferences saved. */
const savePreferences = (body: UserPreferencesBody) => api.post('/users/preferences', { body });

const NOTIFICATIONS = [
  'validatedPushNotification',
  'rejectedPushNotification',
  'pendingPushNotification',
] as const;

/**
 * The user's display and notification preferences (docs/product.md §3 "uipreferences"): how home shows its
 * counters, the search range lists start with, and which desktop notifications this user wants.
 */
export function PreferencesForm({ preferences }: { preferences: UiPreferences }) {
  const t = useT();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<UiPreferences>(preferences);
  const rangeValid =
    Number.isInteger(draft.defaultSearchRangeDays) &&
    draft.defaultSearchRangeDays >= 1 &&
    draft.defaultSearchRangeDays <= 31;
  const save = useMutation({
    mutationFn: () => savePreferences(draft),
    onSuccess: (user) => {
      useSession.getState().userUpdated(user);
      notifyInfo(t('settings.preferences.saved'));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeValid) save.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="preferences-title">
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h3" id="preferences-title">
          {t('settings.preferences.title')}
        </Title>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="display-mode-label">
            {t('settings.preferences.displayMode')}
          </Text>
          <SegmentedControl
            aria-labelledby="display-mode-label"
            value={draft.dataDisplayMode}
            onChange={(value) =>
              setDraft({ ...draft, dataDisplayMode: value as UiPreferences['dataDisplayMode'] })
            }
            data={[
              { value: 'tiles', label: t('settings.preferences.displayMode.tiles') },
              { value: 'list', label: t('settings.preferences.displayMode.list') },
            ]}
          />
        </Stack>
        <NumberInput
          label={t('settings.preferences.searchRange')}
          description={t('settings.preferences.searchRangeHint')}
          min={1}
          max={31}
          allowDecimal={false}
          value={draft.defaultSearchRangeDays}
          onChange={(value) => setDraft({ ...draft, defaultSearchRangeDays: Number(value) })}
          error={rangeValid ? undefined : t('settings.preferences.searchRangeInvalid')}
        />
        <Text size="sm" fw={500}>
          {t('settings.preferences.notifications')}
        </Text>
        {NOTIFICATIONS.map((name) => (
          <Switch
            key={name}
            label={t(`settings.preferences.${name}`)}
            checked={draft[name]}
            onChange={(e) => setDraft({ ...draft, [name]: e.currentTarget.checked })}
          />
        ))}
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!rangeValid}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('settings.preferences.save')}
        </Button>
      </Stack>
    </form>
  );
}
