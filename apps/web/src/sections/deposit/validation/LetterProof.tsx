import { useState } from 'react';
import { Alert, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { DeliveryCommand, PackGroup } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { ProofLinks } from '../delivery/ProofLinks';
import { letterProof } from './validationApi';

interface LetterProofProps {
  command: Pick<DeliveryCommand, 'serviceChannelOptions'>;
  group: Pick<PackGroup, 'id' | 'position'>;
}

/**
 * The proof of any one letter of the order: composed on demand as production will print it, with the order's
 * options (POST /deliveries/proof for that letter alone), then opened or downloaded from the dialog.
 */
export function LetterProof({ command, group }: LetterProofProps) {
  const t = useT();
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const proof = useMutation({ mutationFn: () => letterProof(command, group.id) });
  return (
    <>
      <Button
        size="xs"
        variant="light"
        aria-label={t('deposit.packGroups.proof.open', { position: group.position })}
        onClick={() => {
          setOpened(true);
          if (!proof.isSuccess && !proof.isPending) proof.mutate();
        }}
      >
        {t('deposit.packGroups.proof.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('deposit.packGroups.proof.title', { position: group.position })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('deposit.packGroups.proof.intro', { position: group.position })}</Text>
          {proof.isError ? (
            <Alert color="red" role="alert">
              {errorText(proof.error)}
            </Alert>
          ) : proof.data ? (
            <ProofLinks proofs={proof.data} />
          ) : (
            <Center role="status" aria-label={t('deposit.delivery.proof.loading')}>
              <Loader size="sm" aria-hidden="true" />
            </Center>
          )}
        </Stack>
      </Modal>
    </>
  );
}
