import { useState, type FormEvent } from 'react';
import { Alert, Button, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { resolveLocale, type MyProfileBody, type SessionUser } from '@postbridge/domain';
import { api } from '../../api/api';
import { notifyInfo } from '../../app/notify';
import { useSession } from '../../app/session/sessionStore';
import { LANGUAGE_OPTIONS } from '../../i18n/LanguageSelect';
import { useErrorText } from '../../i18n/useErrorText';
import { useSwitchLocale } from '../../i18n/useSwitchLocale';
import { useT } from '../../i18n/useT';
import { fieldOfError } from './fieldError';

type Draft = { [K in keyof MyProfileBody]-?: string };

const draftOf = (user: SessionUser): Draft => ({
  title: user.title ?? '',
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  emailAddress: user.emailAddress ?? '',
  phoneNumber: user.phoneNumber ?? '',
  mobileNumber: user.mobileNumber ?? '',
  locale: resolveLocale(user.locale),
});

const TEXT_FIELDS = [
  ['title', 'settings.profile.honorific', 'honorific-prefix', 'text'],
  ['firstName', 'settings.profile.firstName', 'given-name', 'text'],
  ['lastName', 'settings.profile.lastName', 'family-name', 'text'],
  ['emailAddress', 'settings.profile.emailAddress', 'email', 'email'],
  ['phoneNumber', 'settings.profile.phoneNumber', 'tel', 'tel'],
  ['mobileNumber', 'settings.profile.mobileNumber', 'tel', 'tel'],
] as const;

/**
 * The user's own details (docs/product.md §2 "User settings: profile", POST /users/update): names, e-mail,
 * phones and the interface language. The server checks and normalises the e-mail and phones and answers the
 * session user, which replaces the stored one; a new language applies at once (Hebrew turns the whole app
 * right to left).
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const t = useT();
  const errorText = useErrorText();
  const switchLocale = useSwitchLocale();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const save = useMutation({
    mutationFn: () => api.post('/users/update', { body: draft as MyProfileBody }),
    onSuccess: async (saved) => {
      useSession.getState().userUpdated(saved);
      setDraft(draftOf(saved));
      if (saved.locale !== user.locale) await switchLocale(saved.locale);
      notifyInfo(t('settings.profile.saved'));
    },
  });
  const refusedField = fieldOfError(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <Stack gap="sm" maw={640}>
        <Title order={2} size="h3" id="profile-title">
          {t('settings.profile.title')}
        </Title>
        {save.isError && !refusedField && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {TEXT_FIELDS.map(([name, label, autoComplete, type]) => (
            <TextInput
              key={name}
              label={t(label)}
              name={name}
              type={type}
              autoComplete={autoComplete}
              description={name === 'phoneNumber' ? t('settings.profile.phoneHint') : undefined}
              value={draft[name]}
              onChange={(e) => setDraft({ ...draft, [name]: e.currentTarget.value })}
              error={refusedField === name ? errorText(save.error) : undefined}
            />
          ))}
          <NativeSelect
            label={t('settings.profile.language')}
            name="locale"
            data={LANGUAGE_OPTIONS}
            value={draft.locale}
            onChange={(e) => setDraft({ ...draft, locale: e.currentTarget.value })}
            error={refusedField === 'locale' ? errorText(save.error) : undefined}
          />
        </SimpleGrid>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
