import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/useT';

/** The allowed origins as a list: one field each, removed one by one, added at the end. */
export function OriginsEditor({
  origins,
  readOnly,
  errorAt,
  onChange,
}: {
  origins: readonly string[];
  readOnly: boolean;
  errorAt: (path: string) => string | undefined;
  onChange: (origins: string[]) => void;
}) {
  const t = useT();
  const listError = errorAt('allowedOrigins');
  return (
    <Stack gap="xs">
      {origins.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('system.security.origins.empty')}
        </Text>
      )}
      {origins.map((origin, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('system.security.origins.item', { number: index + 1 })}
            value={origin}
            placeholder="https://erp.example.com"
            dir="ltr"
            readOnly={readOnly}
            error={errorAt(`allowedOrigins[${index}]`)}
            onChange={(e) => onChange(origins.map((o, i) => (i === index ? e.currentTarget.value : o)))}
            style={{ flex: '1 1 auto', maxWidth: 420 }}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('system.security.origins.remove', { origin: origin || index + 1 })}
              onClick={() => onChange(origins.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button variant="light" size="xs" onClick={() => onChange([...origins, ''])}>
            {t('system.security.origins.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
