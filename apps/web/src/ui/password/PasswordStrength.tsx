import { useEffect, useState } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import { PASSWORD_STRENGTH_LEVELS, type PasswordStrengthLevel } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import { useT } from '../../i18n/useT';
import { loadPasswordMeter, type PasswordMeter } from './passwordMeter';

const COLOURS: Record<PasswordStrengthLevel, string> = {
  veryWeak: 'red.8',
  weak: 'red.6',
  fair: 'orange.6',
  good: 'yellow.7',
  strong: 'teal.6',
  veryStrong: 'green.7',
};

/**
 * The strength of a new password in six levels (docs/product.md §5), measured as the server measures it
 * (passwordMeter.ts) with the signed-in user's words and the current password; on a reset link, with the login
 * only (the server also knows the account's names and e-mail, so it may rate a password lower). The meter's code loads with the first character typed.
 */
export function PasswordStrength({
  password,
  previousPassword,
  login,
}: {
  password: string;
  previousPassword: string;
  /** Before sign-in (a reset link): the account's login, its only word the browser knows. */
  login?: string;
}) {
  const t = useT();
  const sessionUser = useSession((state) => state.user);
  const user =
    login === undefined ? sessionUser : { login, firstName: null, lastName: null, emailAddress: null };
  const [meter, setMeter] = useState<PasswordMeter | null>(null);
  const wanted = password !== '';
  useEffect(() => {
    if (!wanted || meter) return;
    let live = true;
    loadPasswordMeter()
      .then((loaded) => live && setMeter(() => loaded))
      .catch((error: unknown) => console.warn('The password meter could not be loaded.', error));
    return () => {
      live = false;
    };
  }, [wanted, meter]);
  if (!wanted || !meter) return null;
  const { level } = meter(password, {
    login: user?.login ?? '',
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    emailAddress: user?.emailAddress ?? null,
    previousPassword: previousPassword || null,
  });
  const rank = PASSWORD_STRENGTH_LEVELS.indexOf(level) + 1;
  const text = t('password.strength', { level: t(`password.strength.${level}`) });
  return (
    <Stack gap={4}>
      <Progress
        value={(rank / PASSWORD_STRENGTH_LEVELS.length) * 100}
        color={COLOURS[level]}
        size="sm"
        aria-hidden
      />
      {/* In the text's own colour: the bar carries the level's colour, which as text on white falls below 4.5:1. */}
      <Text size="sm" aria-live="polite">
        {text}
      </Text>
    </Stack>
  );
}
