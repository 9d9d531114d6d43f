import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { useEmbeddedStore } from './embeddedStore';

/**
 * The frame's status when there is nothing to do on a screen (docs/product.md §4 "Embedded mode"): waiting for
 * the portal, the order created, the deposit cancelled, or the end with its error.
 */
export function EmbeddedStatus() {
  const t = useT();
  const { state, error, commandId } = useEmbeddedStore();

  const waiting = (text: string) => (
    <Group role="status" gap="sm">
      <Loader size="sm" aria-hidden="true" />
      <Text>{text}</Text>
    </Group>
  );

  switch (state) {
    case 'loading':
      return waiting(t('embedded.status.loading'));
    case 'creatingJob':
      return waiting(t('embedded.status.creatingJob'));
    case 'ready':
      return (
        <Stack gap="sm">
          {error ? (
            <Alert color="red" role="alert">
              {t('embedded.status.readyRefused', { error })}
            </Alert>
          ) : null}
          {waiting(t('embedded.status.ready'))}
        </Stack>
      );
    case 'connecting':
      return <Text role="status">{t('embedded.status.connecting')}</Text>;
    case 'connected':
      return <Text role="status">{t('embedded.status.connected')}</Text>;
    case 'waitingForJob':
    case 'creatingDelivery':
      return <Text role="status">{t('embedded.status.inDeposit')}</Text>;
    case 'deliveryCreated':
      return (
        <Alert
          color="green"
          role="status"
          title={<Title order={2}>{t('embedded.status.deliveryCreated')}</Title>}
        >
          <Text>{t('embedded.status.deliveryCreatedText', { commandId: commandId ?? '' })}</Text>
          <Text>{t('embedded.status.waitingNext')}</Text>
        </Alert>
      );
    case 'jobCancelled':
      return (
        <Alert
          color="orange"
          role="status"
          title={<Title order={2}>{t('embedded.status.jobCancelled')}</Title>}
        >
          {error ? <Text>{error}</Text> : null}
          <Text>{t('embedded.status.waitingNext')}</Text>
        </Alert>
      );
    case 'done':
      return (
        <Alert color="red" role="alert" title={<Title order={2}>{t('embedded.status.done')}</Title>}>
          {error ? <Text>{error}</Text> : null}
          <Text>{t('embedded.status.doneText')}</Text>
        </Alert>
      );
  }
}
