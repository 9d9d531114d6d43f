import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { BRANDING_FAVICON_MAX_BYTES } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import type { BrandingDraft } from './brandingDraft';

type UrlField = 'logoImageURL' | 'backgroundImageURL' | 'notificationIconURL';
type EditorProps = {
  draft: BrandingDraft;
  change: (patch: Partial<BrandingDraft>) => void;
  readOnly: boolean;
  errorFor: (field: string) => string | undefined;
};

/** The images of the white label: uploaded to the file store, shown, removed; the favicon travels inside it. */
export function ImagesTab({ draft, change, readOnly, errorFor }: EditorProps) {
  const t = useT();
  const fields: [
    UrlField,
    (
      | 'system.brandings.field.logo'
      | 'system.brandings.field.background'
      | 'system.brandings.field.notificationIcon'
    ),
  ][] = [
    ['logoImageURL', 'system.brandings.field.logo'],
    ['backgroundImageURL', 'system.brandings.field.background'],
    ['notificationIconURL', 'system.brandings.field.notificationIcon'],
  ];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('system.brandings.images.hint')}
      </Text>
      {fields.map(([field, label]) => (
        <UploadedImage
          key={field}
          label={t(label)}
          url={draft[field]}
          onChange={(url) => change({ [field]: url })}
          readOnly={readOnly}
          error={errorFor(field)}
        />
      ))}
      <Favicon draft={draft} change={change} readOnly={readOnly} errorFor={errorFor} />
    </Stack>
  );
}

function UploadedImage({
  label,
  url,
  onChange,
  readOnly,
  error,
}: {
  label: string;
  url: string | null;
  onChange: (url: string | null) => void;
  readOnly: boolean;
  error: string | undefined;
}) {
  const t = useT();
  const errorText = useErrorText();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.postForm('/brandings/images', form);
    },
    onSuccess: (image) => onChange(image.url),
  });
  const shownError = upload.isError ? errorText(upload.error) : error;
  return (
    <Input.Wrapper label={label} error={shownError}>
      <Group gap="sm" mt={4} wrap="wrap">
        {url ? (
          <Image
            src={url}
            alt={t('system.brandings.images.preview', { field: label })}
            h={48}
            w="auto"
            maw={200}
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('system.brandings.images.none')}
          </Text>
        )}
        {!readOnly && (
          <>
            <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/*">
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  loading={upload.isPending}
                  aria-label={t('system.brandings.images.choose', { field: label })}
                >
                  {t('system.brandings.images.choose', { field: label })}
                </Button>
              )}
            </FileButton>
            {url && (
              <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
                {t('system.brandings.images.remove', { field: label })}
              </Button>
            )}
          </>
        )}
      </Group>
    </Input.Wrapper>
  );
}

/** Reads a file as base64 (without the data: prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

function Favicon({ draft, change, readOnly, errorFor }: EditorProps) {
  const t = useT();
  const [tooLarge, setTooLarge] = useState(false);
  const label = t('system.brandings.field.favicon');
  const favicon = draft.properties.favicon;
  const pick = async (file: File | null) => {
    if (!file) return;
    setTooLarge(file.size > BRANDING_FAVICON_MAX_BYTES);
    if (file.size > BRANDING_FAVICON_MAX_BYTES) return;
    const content = await readBase64(file);
    change({ properties: { ...draft.properties, favicon: { type: file.type || 'image/x-icon', content } } });
  };
  return (
    <Input.Wrapper
      label={label}
      description={t('system.brandings.images.faviconHint')}
      error={tooLarge ? t('system.brandings.error.faviconInvalid') : errorFor('favicon')}
    >
      <Group gap="sm" mt={4}>
        {favicon ? (
          <Image
            src={`data:${favicon.type};base64,${favicon.content}`}
            alt={t('system.brandings.images.preview', { field: label })}
            h={32}
            w={32}
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('system.brandings.images.none')}
          </Text>
        )}
        {!readOnly && (
          <>
            <FileButton onChange={(file) => void pick(file)} accept="image/*">
              {(props) => (
                <Button {...props} size="xs" variant="light">
                  {t('system.brandings.images.choose', { field: label })}
                </Button>
              )}
            </FileButton>
            {favicon && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => change({ properties: { ...draft.properties, favicon: null } })}
              >
                {t('system.brandings.images.remove', { field: label })}
              </Button>
            )}
          </>
        )}
      </Group>
    </Input.Wrapper>
  );
}
