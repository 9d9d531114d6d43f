import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { placeholdersOf, type LabelCatalogueEntry } from '@postbridge/domain';
import { ApiError } from '../../../api/errors';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useFormatDateTime } from '../../../ui/format';
import { labelIssueText, LANGUAGES } from './labelIssues';
import { saveTranslations, shownText } from './localesData';

/**
 * Edits the eight texts of one key: the original English text for reference, a field per language (changed ones
 * marked, each with its original text and a way back to it), every refusal under its field. Only the languages
 * whose text changed are sent; a text equal to the original one goes back to it.
 */
export function EditLabelModal({
  entry,
  onClose,
  onSaved,
}: {
  entry: LabelCatalogueEntry;
  onClose: () => void;
  onSaved: (entry: LabelCatalogueEntry, locales: string[]) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(LANGUAGES.map(({ code }) => [code, shownText(entry, code)])),
  );
  const changes = Object.fromEntries(
    LANGUAGES.filter(({ code }) => values[code] !== shownText(entry, code)).map(({ code }) => [
      code,
      values[code] === entry.bundled[code] ? null : (values[code] ?? ''),
    ]),
  );
  const save = useMutation({
    mutationFn: () => saveTranslations(entry.key, { translations: changes }),
    onSuccess: (saved) => onSaved(saved, Object.keys(changes)),
  });
  const issues = save.error instanceof ApiError ? (save.error.issues ?? []) : [];
  const fieldError = (code: string) =>
    issues
      .filter((issue) => issue.path === `translations.${code}`)
      .map((issue) => labelIssueText(t, issue))
      .join(' ') || undefined;
  const otherIssues = issues.filter((issue) => !issue.path.startsWith('translations.'));
  const placeholders = placeholdersOf(entry.bundled.en ?? '');

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={
        <Text fw={600} component="span">
          {t('system.locales.dialog.title', { key: entry.key })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('system.locales.dialog.close') }}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('system.locales.dialog.english')}
          </Text>
          <Text size="sm" dir="ltr" style={{ whiteSpace: 'pre-wrap' }}>
            <bdi>{entry.bundled.en}</bdi>
          </Text>
          {placeholders.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('system.locales.dialog.placeholders', {
                placeholders: placeholders.map((p) => `{${p}}`).join(' '),
              })}
            </Text>
          )}
        </Stack>
        {LANGUAGES.map(({ code, nativeName, dir }) => {
          const override = entry.overrides[code];
          const changed = values[code] !== entry.bundled[code];
          return (
            <Stack key={code} gap={2}>
              <Textarea
                label={<span lang={code}>{nativeName}</span>}
                lang={code}
                dir={dir}
                autosize
                minRows={1}
                maxRows={6}
                value={values[code] ?? ''}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((current) => ({ ...current, [code]: text }));
                }}
                error={fieldError(code)}
                description={
                  override
                    ? t('system.locales.dialog.editedBy', {
                        login: override.updatedBy ?? '—',
                        date: formatDateTime(override.updatedAt),
                      })
                    : undefined
                }
              />
              {changed && (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="xs" c="dimmed" style={{ flex: 1, whiteSpace: 'pre-wrap' }}>
                    {t('system.locales.dialog.original', { text: entry.bundled[code] ?? '' })}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={`${t('system.locales.dialog.reset')} (${nativeName})`}
                    onClick={() =>
                      setValues((current) => ({ ...current, [code]: entry.bundled[code] ?? '' }))
                    }
                  >
                    {t('system.locales.dialog.reset')}
                  </Button>
                </Group>
              )}
            </Stack>
          );
        })}
        {save.isError && (issues.length === 0 || otherIssues.length > 0) && (
          <Alert color="red" role="alert">
            {otherIssues.length > 0
              ? otherIssues.map((issue) => labelIssueText(t, issue)).join(' ')
              : errorText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('system.locales.dialog.cancel')}
          </Button>
          <Button
            disabled={Object.keys(changes).length === 0}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            {t('system.locales.dialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
