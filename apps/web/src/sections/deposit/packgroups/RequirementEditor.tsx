import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { EditedValue } from './packGroupsApi';
import { useErrorText } from '../../../i18n/useErrorText';
import { requirementDisplayName } from '../requirements/useRequirementName';
import { useT } from '../../../i18n/useT';
import { useIssueKeyText } from '../delivery/issueText';
import { CheckStatusBadge } from './CheckStatusBadge';
import {
  canEdit,
  canForce,
  checkStatusOf,
  failureCodeOf,
  type RequirementEntry,
  type RequirementResult,
} from './requirements';

const MULTILINE_TYPES = new Set(['address', 'multiline', 'richText']);

/** The status, its code's meaning and the refusal's own label (`issue.<error>`) of a checked value. */
function CheckResult({ result }: { result: RequirementResult }) {
  const t = useT();
  const issueText = useIssueKeyText();
  const code = failureCodeOf(result);
  const detail = result.error ? issueText(result.error) : null;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <CheckStatusBadge status={checkStatusOf(result)} />
        {code !== null && (
          <Text size="sm">
            {t('deposit.packGroups.statusCode', {
              code: result.status,
              meaning: t(`deposit.packGroups.code.${code}`),
            })}
          </Text>
        )}
      </Group>
      {detail && <Text size="sm">{detail}</Text>}
    </Stack>
  );
}

interface RequirementEditorProps {
  entry: RequirementEntry;
  /** False when the deposit can no longer change (ordered, frozen, locked): values are only shown. */
  editable: boolean;
  /** Saves the value; the server checks it again. Resolves once the pack group is updated. */
  onSave: (entry: RequirementEntry, edited: EditedValue) => Promise<unknown>;
  /** A label for the value instead of the requirement's name (the address tab names it "Address lines"). */
  label?: string;
}

/** One requirement value of a pack group: shown with its check, edited and checked again, or forced. */
export function RequirementEditor({ entry, editable, onSave, label }: RequirementEditorProps) {
  const t = useT();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState<'check' | 'force' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const name = label ?? requirementDisplayName(t, entry.name, entry.channelLabel ?? null);
  const value = entry.result.value ?? '';
  const bad = checkStatusOf(entry.result) === 'BAD';
  const forceAllowed = canForce(entry);

  const save = async (text: string, forced: boolean) => {
    setSaving(forced ? 'force' : 'check');
    setError(null);
    try {
      await onSave(entry, { value: text, forced });
      setDraft(null);
    } catch (cause) {
      setError(cause);
    } finally {
      setSaving(null);
    }
  };

  const multiline = MULTILINE_TYPES.has(entry.result.type);
  const fieldLabel = t('deposit.packGroups.valueOf', { name });
  return (
    <Card withBorder padding="sm" component="section" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{name}</Text>
          {entry.result.countryCode && (
            <Text size="sm" c="dimmed">
              {t('deposit.packGroups.country', { country: entry.result.countryCode })}
            </Text>
          )}
        </Group>
        {draft === null ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value || t('deposit.packGroups.emptyValue')}
          </Text>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save(draft, false);
            }}
          >
            <Stack gap="xs">
              {multiline ? (
                <Textarea
                  label={fieldLabel}
                  value={draft}
                  onChange={(event) => setDraft(event.currentTarget.value)}
                  maxLength={2000}
                  autosize
                  minRows={3}
                  autoFocus
                />
              ) : (
                <TextInput
                  label={fieldLabel}
                  value={draft}
                  onChange={(event) => setDraft(event.currentTarget.value)}
                  maxLength={2000}
                  autoFocus
                />
              )}
              <Group gap="xs" wrap="wrap">
                <Button type="submit" size="xs" loading={saving === 'check'} disabled={saving !== null}>
                  {t('deposit.packGroups.checkAndSave')}
                </Button>
                {forceAllowed && (
                  <Button
                    size="xs"
                    color="orange"
                    variant="light"
                    loading={saving === 'force'}
                    disabled={saving !== null}
                    onClick={() => void save(draft, true)}
                  >
                    {t('deposit.packGroups.saveForced')}
                  </Button>
                )}
                <Button size="xs" variant="default" disabled={saving !== null} onClick={() => setDraft(null)}>
                  {t('deposit.packGroups.cancelEdit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <CheckResult result={entry.result} />
        {bad && !forceAllowed && entry.definition && (
          <Text size="sm" c="dimmed">
            {t('deposit.packGroups.forceForbidden')}
          </Text>
        )}
        {error !== null && (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        )}
        {editable && draft === null && (
          <Group gap="xs" wrap="wrap">
            {canEdit(entry) && (
              <Button
                size="xs"
                variant="light"
                onClick={() => setDraft(value)}
                aria-label={t('deposit.packGroups.editValue', { name })}
              >
                {t('deposit.packGroups.edit')}
              </Button>
            )}
            {bad && forceAllowed && (
              <Button
                size="xs"
                color="orange"
                variant="light"
                loading={saving === 'force'}
                onClick={() => void save(value, true)}
                aria-label={t('deposit.packGroups.forceValue', { name })}
              >
                {t('deposit.packGroups.force')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
