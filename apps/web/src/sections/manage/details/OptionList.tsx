import { Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { useOptionNames } from './useOptionNames';

/** The options of a delivery or a document as "Type: choice" lines; none means the channel's defaults. */
export function OptionList({ options }: { options: { optionTypeId: string; optionId: string }[] }) {
  const t = useT();
  const nameOf = useOptionNames();
  if (options.length === 0) return <Text size="sm">{t('details.options.default')}</Text>;
  return (
    <>
      {options.map((option) => {
        const name = nameOf(option);
        return (
          <Text key={`${option.optionTypeId}/${option.optionId}`} size="sm">
            {t('details.options.line', { type: name.type, value: name.value })}
          </Text>
        );
      })}
    </>
  );
}
