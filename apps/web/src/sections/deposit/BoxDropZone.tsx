import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { DROP_ZONE_ATTRIBUTE } from '../../app/useBlockWindowFileDrop';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import type { BoxMessage } from './upload/boxRules';
import { percentOf, type DepositFile } from './upload/depositFiles';

interface BoxDropZoneProps {
  label: string;
  /** What the box takes, e.g. "Drop PDF files here, or choose them." */
  hint: string;
  /** The file input's accept attribute. */
  accept: string;
  multiple: boolean;
  files: readonly DepositFile[];
  /** The box holds its maximum: the chooser is disabled. */
  full: boolean;
  disabled?: boolean;
  /** Takes the dropped or chosen files; answers the message of each refused one. */
  onFiles: (files: File[]) => BoxMessage[];
  onRemove: (key: string) => void;
  /** Problems of the box as a whole, e.g. not enough files. */
  problems?: readonly BoxMessage[];
  /** A problem of one uploaded file, e.g. content the box cannot read. */
  fileProblem?: (file: DepositFile) => BoxMessage | null;
  children?: ReactNode;
}

function FileRow({
  file,
  disabled,
  problem,
  onRemove,
}: {
  file: DepositFile;
  disabled: boolean;
  problem: BoxMessage | null;
  onRemove: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const percent = percentOf(file);
  return (
    <List.Item>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('deposit.box.file', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}
          </Text>
          {file.status === 'done' ? (
            <Badge color="green" variant="light">
              {t('deposit.upload.uploaded')}
            </Badge>
          ) : file.status === 'uploading' ? (
            <Text size="sm" c="dimmed">
              {t('deposit.upload.percent', { percent })}
            </Text>
          ) : null}
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            disabled={disabled}
            aria-label={t('deposit.box.remove', { name: file.name })}
            onClick={onRemove}
          >
            ×
          </ActionIcon>
        </Group>
        {file.status === 'uploading' ? (
          <Progress
            value={percent}
            size="sm"
            aria-label={t('deposit.upload.progressOf', { name: file.name })}
          />
        ) : null}
        {file.status === 'failed' ? (
          <Text size="sm" c="red" role="alert">
            {t('deposit.upload.failed', { name: file.name, reason: errorText(file.error) })}
          </Text>
        ) : null}
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {t(problem.key, problem.params)}
          </Text>
        ) : null}
      </Stack>
    </List.Item>
  );
}

/**
 * One box of a deposit: a drop zone and a file chooser (a real button, so it works from the keyboard), the files
 * with their upload progress and a remove button each, and the messages of refused files.
 */
export function BoxDropZone({
  label,
  hint,
  accept,
  multiple,
  files,
  full,
  disabled = false,
  onFiles,
  onRemove,
  problems = [],
  fileProblem,
  children,
}: BoxDropZoneProps) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<BoxMessage[]>([]);
  const [over, setOver] = useState(false);

  const add = (candidates: File[]) => {
    if (candidates.length > 0) setRefused(onFiles(candidates));
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
          accept={accept}
          multiple={multiple}
          disabled={disabled || full}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
          onChange={(e) => {
            add(Array.from(e.currentTarget.files ?? []));
            e.currentTarget.value = '';
          }}
        />
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {refused.length > 0 ? (
          <Alert color="red" role="alert" py="xs">
            <Stack gap={2}>
              {refused.map((message, index) => (
                <Text size="sm" key={index}>
                  {t(message.key, message.params)}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {files.length === 0 ? (
          <Text size="sm">{t('deposit.box.empty')}</Text>
        ) : (
          <List spacing={6} listStyleType="none" aria-label={t('deposit.box.files', { box: label })}>
            {files.map((file) => (
              <FileRow
                key={file.key}
                file={file}
                disabled={disabled}
                problem={fileProblem?.(file) ?? null}
                onRemove={() => onRemove(file.key)}
              />
            ))}
          </List>
        )}
        {problems.map((message, index) => (
          <Text size="sm" c="var(--postbridge-color-warning-text)" key={index}>
            {t(message.key, message.params)}
          </Text>
        ))}
        {children}
      </Stack>
    </Paper>
  );
}
