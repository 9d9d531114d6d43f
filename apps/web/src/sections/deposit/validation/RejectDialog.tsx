import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { DeliveryCommand } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

interface RejectDialogProps {
  /** The orders to reject (one, or a selection); null: the dialog is closed. */
  commands: DeliveryCommand[] | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks the reason of a rejection (required: the sender is told it), for one order or several at once. */
export function RejectDialog({ commands, onClose, onConfirm }: RejectDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const one = commands?.length === 1 ? commands[0] : undefined;
  const title = !commands
    ? ''
    : one
      ? t('deposit.validation.rejectJob', { name: one.jobName })
      : t('deposit.validation.rejectMany', { count: commands.length });
  return (
    <Modal
      opened={commands !== null}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.trim();
          if (!text) {
            setMissing(true);
            return;
          }
          onConfirm(text);
          close();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Textarea
            label={t('deposit.validation.reason')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={missing ? t('deposit.validation.reasonRequired') : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('deposit.validation.cancel')}
            </Button>
            <Button type="submit" color="red">
              {one ? t('deposit.validation.confirmReject') : t('deposit.validation.confirmRejectMany')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
