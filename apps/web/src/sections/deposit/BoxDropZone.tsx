import { useId, useRef, useState, type DragEvent } from 'react';
import { ActionIcon, Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { DROP_ZONE_ATTRIBUTE } from '../../app/useBlockWindowFileDrop';
import { useT } from '../../i18n/useT';

export function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

interface BoxDropZoneProps {
  label: string;
  files: File[];
  /** -1: no limit. */
  maxFiles: number;
  disabled?: boolean;
  onChange: (files: File[]) => void;
}

/** One box of a deposit: a drop zone and a file input accepting PDF only, and the chosen files with remove. */
export function BoxDropZone({ label, files, maxFiles, disabled = false, onChange }: BoxDropZoneProps) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const full = maxFiles >= 0 && files.length >= maxFiles;

  const add = (candidates: File[]) => {
    const accepted = candidates.filter(isPdf);
    setRefused(candidates.filter((f) => !isPdf(f)).map((f) => f.name));
    const room = maxFiles < 0 ? accepted.length : Math.max(0, maxFiles - files.length);
    if (accepted.length > 0) onChange([...files, ...accepted.slice(0, room)]);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  return (
    <Paper
      withBorder
      p="md"
      {...{ [DROP_ZONE_ATTRIBUTE]: '' }}
      data-testid={`box-${label}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} component="label" htmlFor={inputId}>
            {label}
          </Text>
          <Button
            variant="light"
            size="xs"
            disabled={disabled || full}
            onClick={() => input.current?.click()}
          >
            {t('deposit.box.choose')}
          </Button>
        </Group>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          multiple={maxFiles !== 1}
          disabled={disabled || full}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
          onChange={(e) => {
            add(Array.from(e.currentTarget.files ?? []));
            e.currentTarget.value = '';
          }}
        />
        <Text size="sm" c="dimmed">
          {t('deposit.box.dropHint')}
        </Text>
        {refused.length > 0 ? (
          <Alert color="red" role="alert" py="xs">
            {t('deposit.box.invalidType', { names: refused.join(', ') })}
          </Alert>
        ) : null}
        {files.length === 0 ? (
          <Text size="sm">{t('deposit.box.empty')}</Text>
        ) : (
          <List spacing={4} listStyleType="none" aria-label={t('deposit.box.files', { box: label })}>
            {files.map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('deposit.box.file', {
                      name: file.name,
                      size: Math.max(1, Math.round(file.size / 1024)),
                    })}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    disabled={disabled}
                    aria-label={t('deposit.box.remove', { name: file.name })}
                    onClick={() => onChange(files.filter((_, i) => i !== index))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
