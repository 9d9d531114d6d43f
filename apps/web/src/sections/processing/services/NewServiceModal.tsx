import { Button, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ServiceType } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { SERVICE_TYPES_IN_ORDER } from './servicesData';

/** The six service types (docs/product.md §3), each with what it is for: the choice a new service starts from. */
export function NewServiceModal({
  opened,
  onChoose,
  onClose,
}: {
  opened: boolean;
  onChoose: (type: ServiceType) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('processing.services.new.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('processing.services.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('processing.services.new.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {SERVICE_TYPES_IN_ORDER.map((type) => (
            <UnstyledButton
              key={type}
              onClick={() => onChoose(type)}
              aria-labelledby={`service-type-${type}`}
              aria-describedby={`service-type-${type}-hint`}
              p="sm"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <Text id={`service-type-${type}`} component="span" display="block" fw={600}>
                {t(`processing.services.type.${type}`)}
              </Text>
              <Text id={`service-type-${type}-hint`} component="span" display="block" size="sm" c="dimmed">
                {t(`processing.services.typeHint.${type}`)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('processing.services.cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
