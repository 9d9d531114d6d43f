import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

interface ConfirmActionProps<T> {
  /** The button that opens the confirmation. */
  label: string;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  color?: string;
  action: () => Promise<T>;
  onDone: (result: T) => void;
}

/** A button whose action runs only once the user confirms it in a dialog; a refusal is shown in the dialog. */
export function ConfirmAction<T>({
  label,
  title,
  text,
  confirmLabel,
  cancelLabel,
  // The theme's error colour, readable as text on the page and under white text in both schemes (Mantine's
  // red reads at 3.3 to 3.9:1 on white).
  color = 'var(--mantine-color-error)',
  action,
  onDone,
}: ConfirmActionProps<T>) {
  const t = useT();
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: (result) => {
      setOpened(false);
      onDone(result);
    },
  });
  const close = () => {
    setOpened(false);
    mutation.reset();
  };
  return (
    <>
      <Button color={color} variant="outline" onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{text}</Text>
          {mutation.isError && (
            <Alert color="red" role="alert">
              {errorText(mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={close}>
              {cancelLabel}
            </Button>
            <Button color={color} loading={mutation.isPending} onClick={() => mutation.mutate()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
