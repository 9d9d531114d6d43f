import { Alert, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import type { BehalfUser } from '@postbridge/domain';
import { behalfUsersQueryKey, fetchBehalfUsers } from '../depositApi';
import type { BehalfChoice } from './depositStore';

function displayName(user: Pick<BehalfUser, 'firstName' | 'lastName' | 'login'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${user.login})` : user.login;
}

interface BehalfSelectProps {
  selfId: string;
  value: BehalfChoice | null;
  onChange: (choice: BehalfChoice | null) => void;
}

/**
 * Whom the deposit is for (docs/product.md §6 behalf): the signed-in user, or an enabled user with a profile
 * (whose services are then offered).
 */
export function BehalfSelect({ selfId, value, onChange }: BehalfSelectProps) {
  const t = useT();
  const errorText = useErrorText();
  const users = useQuery({ queryKey: behalfUsersQueryKey, queryFn: fetchBehalfUsers });
  const candidates = (users.data ?? [])
    .filter((u) => u.id !== selfId)
    .sort((a, b) => displayName(a).localeCompare(displayName(b)));

  if (users.isError)
    return (
      <Alert color="red" role="alert" title={t('deposit.home.behalfUnavailable')}>
        {errorText(users.error)}
      </Alert>
    );
  return (
    <NativeSelect
      label={t('deposit.home.behalfLabel')}
      description={t('deposit.home.behalfHint')}
      disabled={users.isPending}
      value={value?.userId ?? ''}
      data={[
        { value: '', label: t('deposit.home.behalfSelf') },
        ...candidates.map((u) => ({ value: u.id, label: displayName(u) })),
      ]}
      onChange={(e) => {
        const user = candidates.find((u) => u.id === e.currentTarget.value);
        onChange(user ? { userId: user.id, login: user.login, name: displayName(user) } : null);
      }}
      maw={480}
    />
  );
}
