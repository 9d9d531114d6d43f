import { useState, type FormEvent } from 'react';
import { Alert, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_CONFIRMATION_TTL_HOURS,
  CONSENT_PREFERENCES,
  type ConsentChoiceBody,
  type ConsentPreference,
  type ConsentView,
} from '@postbridge/domain';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { isolate } from './bidi';
import { chooseConsent, consentQueryKey } from './consentApi';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The option shown selected: the current choice (a pending e-mail is still the e-mail choice); none yet for NONE. */
function initialChoice(preference: ConsentView['preference']): ConsentPreference | null {
  if (preference === 'EMAIL' || preference === 'EMAIL_PENDING') return 'EMAIL';
  return preference === 'LETTER' ? 'LETTER' : null;
}

/** The current choice and the form to change it; after saving, what happens next. */
export function ConsentForm({ token, view }: { token: string; view: ConsentView }) {
  const t = useT();
  const { i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [preference, setPreference] = useState<ConsentPreference | null>(initialChoice(view.preference));
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (body: ConsentChoiceBody) => chooseConsent(token, body),
    onSuccess: (answer) => queryClient.setQueryData(consentQueryKey(token), answer),
  });

  if (save.isSuccess) {
    const chosen = save.variables.preference;
    return (
      <Stack gap="sm">
        <Alert color="green" role="status">
          {t(`consent.saved.${chosen}`, {
            email: isolate(save.variables.emailAddress ?? ''),
            hours: CONSENT_CONFIRMATION_TTL_HOURS,
            sender: view.senderName,
          })}
        </Alert>
        <Button variant="subtle" onClick={() => save.reset()}>
          {t('consent.change')}
        </Button>
      </Stack>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!preference) return;
    const address = email.trim();
    const wrong = preference === 'EMAIL' && !EMAIL.test(address);
    setInvalid(wrong);
    if (wrong) return;
    save.mutate({
      preference,
      ...(preference === 'EMAIL' ? { emailAddress: address } : {}),
      locale: i18n.language,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {/* The sender's own words, shown as typed (plain text, its line breaks kept). */}
        {view.introduction && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {view.introduction}
          </Text>
        )}
        <Text size="sm">{t('consent.reference', { identifier: isolate(view.recipientIdentifier) })}</Text>
        <Text size="sm" fw={500}>
          {t(`consent.current.${view.preference}`, { email: isolate(view.maskedEmail ?? '') })}
        </Text>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Radio.Group
          label={t('consent.question')}
          value={preference}
          onChange={(value) => setPreference(value as ConsentPreference)}
        >
          <Stack gap="xs" mt="xs">
            {/* The choices the sender offers, in its order (its consent settings); all of them from an older server. */}
            {(view.choices ?? CONSENT_PREFERENCES).map((p) => (
              <Radio key={p} value={p} label={t(`consent.choice.${p}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {preference === 'EMAIL' && (
          <TextInput
            label={t('consent.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={invalid ? t('field.invalidEmail') : undefined}
          />
        )}
        <Button type="submit" loading={save.isPending} disabled={!preference} fullWidth>
          {t('consent.submit')}
        </Button>
      </Stack>
    </form>
  );
}
