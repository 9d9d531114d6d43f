import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ChannelRequirement, SimpleJobRequirementValue } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckStatus } from './CheckStatus';
import { checkRequirementValue } from './requirementsApi';

const MULTILINE_TYPES: readonly ChannelRequirement['type'][] = ['address', 'multiline', 'richText'];

/**
 * One requirement's value and check, with an editor that sends a typed value to checkRequirementValue. A refused
 * value may be kept as FORCED, unless the requirement forbids it (`forceValidation`, docs/product.md §3).
 */
export function RequirementValueRow({
  serviceId,
  requirementKey,
  label,
  requirement,
  value,
  onChecked,
}: {
  serviceId: string;
  requirementKey: string;
  label: string;
  /** Null when the answer names a requirement the service configuration does not show. */
  requirement: ChannelRequirement | null;
  value: SimpleJobRequirementValue | undefined;
  onChecked: (key: string, value: SimpleJobRequirementValue) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [forced, setForced] = useState(false);
  const check = useMutation({
    mutationFn: () =>
      checkRequirementValue({
        serviceId,
        requirementName: requirementKey,
        requirementValue: forced ? { value: text, forced: true } : text,
      }),
    onSuccess: (checked) => {
      onChecked(requirementKey, checked);
      setEditing(false);
    },
  });
  const fieldLabel = t('deposit.requirements.values.field', { name: label });
  const Field = requirement && MULTILINE_TYPES.includes(requirement.type) ? Textarea : TextInput;

  return (
    <Paper component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Text fw={600}>{label}</Text>
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {value?.value ? value.value : t('deposit.requirements.values.noValue')}
        </Text>
        {value ? <CheckStatus value={value} /> : null}
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              check.mutate();
            }}
          >
            <Stack gap="xs">
              <Field
                label={fieldLabel}
                value={text}
                maxLength={2000}
                onChange={(event) => setText(event.currentTarget.value)}
                {...(Field === Textarea ? { rows: 4 } : {})}
                data-autofocus
              />
              {requirement?.forceValidation ? null : (
                <Checkbox
                  label={t('deposit.requirements.values.forced')}
                  checked={forced}
                  onChange={(event) => setForced(event.currentTarget.checked)}
                />
              )}
              {check.isError ? (
                <Alert color="red" role="alert">
                  {errorText(check.error)}
                </Alert>
              ) : null}
              <Group gap="xs">
                <Button type="submit" loading={check.isPending}>
                  {t('deposit.requirements.values.check')}
                </Button>
                <Button variant="default" onClick={() => setEditing(false)} disabled={check.isPending}>
                  {t('deposit.requirements.values.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group>
            <Button
              variant="default"
              size="xs"
              aria-label={t('deposit.requirements.values.editNamed', { name: label })}
              onClick={() => {
                setText(value?.value ?? '');
                setForced(value?.status === 'FORCED');
                check.reset();
                setEditing(true);
              }}
            >
              {t('deposit.requirements.values.edit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
