import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useErrorText } from '../i18n/useErrorText';

/**
 * The question before deleting `item` (a group, a profile, a saved address, a library file): its title, the
 * refusal of a failed attempt, the red confirmation and the way back. Nothing is shown while `item` is null.
 */
export function ConfirmDeletion<T>({
  item,
  title,
  confirmLabel,
  cancelLabel,
  deletion,
  onClose,
}: {
  item: T | null;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  deletion: { isPending: boolean; isError: boolean; error: unknown; mutate: (item: T) => void };
  onClose: () => void;
}) {
  const errorText = useErrorText();
  return (
    <Modal opened={item !== null} onClose={onClose} title={title}>
      <Stack gap="sm">
        {deletion.isError && (
          <Alert color="red" role="alert">
            {errorText(deletion.error)}
          </Alert>
        )}
        <Group>
          <Button
            color="red"
            loading={deletion.isPending}
            onClick={() => item !== null && deletion.mutate(item)}
          >
            {confirmLabel}
          </Button>
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
