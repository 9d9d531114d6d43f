import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { DEFAULT_PREFLIGHT_REFUSALS, PREFLIGHT_CODES, type PreflightCode } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import type { TabProps } from './tabProps';

/**
 * Print pre-flight (issue 23): for each finding pre-flight can make, whether it refuses the letter on the service's
 * paper channels or only warns (`preflightRefusals`, kept in the order of PREFLIGHT_CODES).
 */
export function PreflightTab({ draft, change, readOnly }: TabProps) {
  const t = useT();
  const refusals = new Set<PreflightCode>(draft.preflightRefusals);
  const set = (code: PreflightCode, refuses: boolean) =>
    change((d) => {
      const next = new Set(d.preflightRefusals);
      if (refuses) next.add(code);
      else next.delete(code);
      return { preflightRefusals: PREFLIGHT_CODES.filter((c) => next.has(c)) };
    });
  const isDefault =
    refusals.size === DEFAULT_PREFLIGHT_REFUSALS.length &&
    DEFAULT_PREFLIGHT_REFUSALS.every((code) => refusals.has(code));

  return (
    <Stack gap="sm">
      <Text size="sm">{t('processing.editor.preflight.intro')}</Text>
      {PREFLIGHT_CODES.map((code) => (
        <Radio.Group
          key={code}
          label={t(`preflight.code.${code}`)}
          value={refusals.has(code) ? 'refuse' : 'warn'}
          onChange={(value) => set(code, value === 'refuse')}
        >
          <Group gap="lg" mt={4} wrap="wrap">
            <Radio value="refuse" disabled={readOnly} label={t('processing.editor.preflight.refuse')} />
            <Radio value="warn" disabled={readOnly} label={t('processing.editor.preflight.warn')} />
          </Group>
        </Radio.Group>
      ))}
      {!readOnly && (
        <Group>
          <Button
            variant="default"
            size="xs"
            disabled={isDefault}
            onClick={() => change({ preflightRefusals: [...DEFAULT_PREFLIGHT_REFUSALS] })}
          >
            {t('processing.editor.preflight.defaults')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
