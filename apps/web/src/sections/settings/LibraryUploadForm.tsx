import { useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, NativeSelect, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIBRARY_FILE_KINDS, type LibraryFileKind } from '@postbridge/domain';
import { api } from '../../api/api';
import { notifyInfo } from '../../app/notify';
import { QUERY_KEYS } from '../../app/queries';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { fieldOfError } from './fieldError';

/** Adds a PDF to the library: the file, what it is used as, and whether the whole account may use it. */
export function LibraryUploadForm() {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<LibraryFileKind>('letterhead');
  const [shared, setShared] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('shared', String(shared));
      form.append('file', chosen, chosen.name);
      return api.postForm('/library', form);
    },
    onSuccess: async (added) => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.library });
      notifyInfo(t('settings.library.uploaded', { name: added.name }));
      setFile(null);
      setSubmitted(false);
    },
  });
  const refused = fieldOfError(upload.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (file) upload.mutate(file);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="library-add-title">
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3" id="library-add-title">
          {t('settings.library.add')}
        </Title>
        {upload.isError && refused !== 'file' && (
          <Alert color="red" role="alert">
            {errorText(upload.error)}
          </Alert>
        )}
        <FileInput
          label={t('settings.library.file')}
          accept="application/pdf,.pdf"
          clearable
          value={file}
          onChange={setFile}
          error={
            submitted && !file
              ? t('field.required')
              : refused === 'file'
                ? errorText(upload.error)
                : undefined
          }
        />
        <NativeSelect
          label={t('settings.library.kind')}
          data={LIBRARY_FILE_KINDS.map((value) => ({ value, label: t(`settings.library.kind.${value}`) }))}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as LibraryFileKind)}
        />
        <Switch
          label={t('settings.library.shared')}
          checked={shared}
          onChange={(e) => setShared(e.currentTarget.checked)}
        />
        <Button type="submit" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.library.upload')}
        </Button>
      </Stack>
    </form>
  );
}
