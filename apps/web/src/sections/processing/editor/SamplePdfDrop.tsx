import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { samplePageQuery, storeSample } from './samplePdf';
import { useSamples } from './samples';

type Failure = { notPdf: string } | { error: unknown };

/**
 * The editor's sample PDF (docs/web.md "Processing: the service editor"): dropped or chosen, stored with POST /files,
 * then its first page asked for, which tells the page count and refuses an encrypted or unreadable PDF here, at
 * the drop, rather than later in a preview. The sample is shared by every tab through the samples context.
 */
export function SamplePdfDrop({ boxName }: { boxName: string }) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { pdf, setPdf } = useSamples();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [over, setOver] = useState(false);
  // Only the last file chosen counts when two are chosen in a row.
  const attempt = useRef(0);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const id = (attempt.current += 1);
    setFailure(null);
    setSending(true);
    try {
      const stored = await storeSample(file);
      if (stored.fileType !== 'pdf') {
        if (id === attempt.current) setFailure({ notPdf: file.name });
        return;
      }
      const first = await queryClient.fetchQuery(samplePageQuery(stored.fileId, 1));
      if (id !== attempt.current) return;
      setPdf({ boxName, fileName: file.name, fileId: stored.fileId, pageCount: first.pageCount });
    } catch (error) {
      if (id === attempt.current) setFailure({ error });
    } finally {
      if (id === attempt.current) setSending(false);
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Paper
      withBorder
      p="md"
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
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} component="label" htmlFor={inputId}>
            {t('processing.split.sample.title')}
          </Text>
          <Group gap="xs">
            <Button variant="light" size="xs" disabled={sending} onClick={() => input.current?.click()}>
              {pdf ? t('processing.split.sample.replace') : t('processing.split.sample.choose')}
            </Button>
            {pdf ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                disabled={sending}
                onClick={() => {
                  setPdf(null);
                  setFailure(null);
                }}
              >
                {t('processing.split.sample.remove')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
          onChange={(e) => {
            void take(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
        {pdf ? (
          <Text size="sm" data-testid="sample-pdf">
            {t('processing.split.sample.chosen', { name: pdf.fileName, count: pdf.pageCount })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('processing.split.sample.drop')}
          </Text>
        )}
        {sending ? (
          <Group gap={6} role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('processing.split.sample.sending')}</Text>
          </Group>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" py="xs">
            {'notPdf' in failure
              ? t('processing.split.sample.notPdf', { name: failure.notPdf })
              : errorText(failure.error)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
