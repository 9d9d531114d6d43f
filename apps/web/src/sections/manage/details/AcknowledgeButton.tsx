import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyInfo } from '../../../app/notify';
import { refreshAfterOrderChange } from '../../../app/queries';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { acknowledgeShipments, type AcknowledgeResult } from './detailsApi';

/** The longest message POST /shipments/acknowledge takes (acknowledgeShipmentsBodySchema). */
const MAX_MESSAGE = 2000;

interface AcknowledgeButtonProps {
  /** The shipments in error to acknowledge (one, or those selected in the documents-in-error list). */
  shipmentIds: string[];
  onDone?: (result: AcknowledgeResult) => void;
}

/**
 * Acknowledges shipments in error with a message (docs/product.md §2 "Documents in error (acknowledge)", §3
 * "Acknowledge: shipmentIds, message"). The message is required here: it is what the history keeps of what
 * was done.
 */
export function AcknowledgeButton({ shipmentIds, onDone }: AcknowledgeButtonProps) {
  const t = useT();
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => acknowledgeShipments(shipmentIds, message.trim()),
    onSuccess: (result) => {
      // The "Errors" counter, the lists and the details all change with it.
      void refreshAfterOrderChange(queryClient);
      setOpened(false);
      setMessage('');
      setTried(false);
      notifyInfo(t('details.ack.result', { count: result.acknowledged }));
      onDone?.(result);
    },
  });
  const trimmed = message.trim();
  const problem =
    trimmed === ''
      ? t('details.ack.messageRequired')
      : trimmed.length > MAX_MESSAGE
        ? t('details.ack.tooLong', { max: MAX_MESSAGE })
        : null;
  const close = () => {
    setOpened(false);
    setTried(false);
    mutation.reset();
  };
  const submit = () => {
    setTried(true);
    if (!problem) mutation.mutate();
  };

  return (
    <>
      <Button color="orange" disabled={shipmentIds.length === 0} onClick={() => setOpened(true)}>
        {shipmentIds.length > 1
          ? t('details.ack.buttonMany', { count: shipmentIds.length })
          : t('details.ack.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('details.ack.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Textarea
              label={t('details.ack.message')}
              description={t('details.ack.messageHint')}
              required
              rows={3}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              error={tried ? problem : null}
              data-autofocus
            />
            {mutation.isError && (
              <Alert color="red" role="alert">
                {errorText(mutation.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm" wrap="wrap">
              <Button variant="default" onClick={close}>
                {t('details.ack.cancel')}
              </Button>
              <Button type="submit" color="orange" loading={mutation.isPending}>
                {t('details.ack.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
