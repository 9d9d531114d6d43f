import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiKey } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

interface RevokeApiKeyDialogProps {
  /** The key asked about; nothing is shown while null. */
  apiKey: ApiKey | null;
  revocation: { isPending: boolean; isError: boolean; error: unknown; mutate: (key: ApiKey) => void };
  onClose: () => void;
}

/** The question before revoking a key: which one, that every later call with it is refused, for good. */
export function RevokeApiKeyDialog({ apiKey, revocation, onClose }: RevokeApiKeyDialogProps) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t('apiKey.revokeTitle')}>
      {apiKey && (
        <Stack gap="sm">
          <Text size="sm">{t('apiKey.revokeConfirm', { name: apiKey.name, prefix: apiKey.prefix })}</Text>
          {revocation.isError && (
            <Alert color="red" role="alert">
              {errorText(revocation.error)}
            </Alert>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={onClose}>
              {t('apiKey.cancel')}
            </Button>
            <Button color="red" loading={revocation.isPending} onClick={() => revocation.mutate(apiKey)}>
              {t('apiKey.revoke')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
