import { useState } from 'react';
import { Alert, Button, FileInput, Image, List, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ChannelPreviewResult, ChannelPreviewWarning, OutputFile } from '@postbridge/domain';
import { api } from '../../../../api/api';
import { ApiError } from '../../../../api/errors';
import { useErrorText } from '../../../../i18n/useErrorText';
import { useT } from '../../../../i18n/useT';
import { fetchPdfPage } from '../../../deposit/requirements/requirementsApi';
import { storeSample } from '../../../processing/editor/samplePdf';

type Props = {
  outputFile: OutputFile;
  sampleFileId: string | null;
  onSample: (fileId: string | null) => void;
  /** The server's issues at the areas' fields, shown there. */
  onIssues: (error: ApiError | null) => void;
};

type Rendered = ChannelPreviewResult & { images: string[] };

/**
 * "Render sample": the output file as edited, composed on the server the way production composes it
 * (POST /channels/previewOutputFile), its pages shown as images with the notes on the sample. Only a sample is
 * stored: a viewer may render too.
 */
export function RenderSample({ outputFile, sampleFileId, onSample, onIssues }: Props) {
  const t = useT();
  const errorText = useErrorText();
  const [sampleError, setSampleError] = useState<string | null>(null);

  const render = useMutation({
    mutationFn: async (): Promise<Rendered> => {
      const result = await api.post('/channels/previewOutputFile', {
        body: { outputFile, ...(sampleFileId ? { sampleFileId } : {}) },
      });
      const pages = await Promise.all(
        Array.from({ length: result.pageCount }, (_, i) => fetchPdfPage(result.fileId, i + 1)),
      );
      return { ...result, images: pages.map((p) => p.image) };
    },
    onMutate: () => onIssues(null),
    onError: (error) => onIssues(error instanceof ApiError ? error : null),
  });
  const pickSample = async (file: File | null) => {
    setSampleError(null);
    if (!file) return onSample(null);
    try {
      const stored = await storeSample(file);
      if (stored.fileType !== 'pdf') setSampleError(t('system.areas.error.notPdf'));
      else onSample(stored.fileId);
    } catch (error) {
      setSampleError(errorText(error));
    }
  };
  const warningText = (w: ChannelPreviewWarning) =>
    t(`system.areas.warning.${w.code}`, {
      area: w.areaIndex === null ? '—' : w.areaIndex + 1,
      detail: w.detail,
    });

  return (
    <Stack gap="xs">
      <FileInput
        label={t('system.areas.sample')}
        description={t('system.areas.sampleHint')}
        accept="application/pdf"
        clearable
        error={sampleError}
        onChange={(file) => void pickSample(file)}
      />
      <Button onClick={() => render.mutate()} loading={render.isPending} style={{ alignSelf: 'start' }}>
        {t('system.areas.render')}
      </Button>
      {render.isError && (
        <Alert color="red" role="alert">
          {errorText(render.error)}
        </Alert>
      )}
      {render.data && render.data.warnings.length > 0 && (
        <Alert color="yellow" title={t('system.areas.warnings')}>
          <List size="sm">
            {render.data.warnings.map((w, i) => (
              <List.Item key={i}>
                <bdi>{warningText(w)}</bdi>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {render.data?.images.map((image, i) => (
        <Image
          key={i}
          src={image}
          alt={t('system.areas.rendered', { page: i + 1, count: render.data.pageCount })}
          maw={520}
          style={{ border: '1px solid var(--mantine-color-gray-4)' }}
        />
      ))}
    </Stack>
  );
}
