import { useCallback } from 'react';
import { useT } from '../../../i18n/useT';
import { builtInRequirementName, type NamedRequirement } from './serviceRequirements';

/** How a requirement is named on screen: the label of a built-in name, with its channel's label if it has one. */
export function useRequirementName(): (
  named: Pick<NamedRequirement, 'key' | 'channelLabel' | 'requirement'>,
) => string {
  const t = useT();
  return useCallback(
    (named) => {
      const builtIn = builtInRequirementName(named.requirement.name);
      const name = builtIn ? t(`send.requirements.name.${builtIn}`) : named.requirement.name;
      return named.channelLabel === null
        ? name
        : t('send.requirements.name.ofChannel', { name, channel: named.channelLabel });
    },
    [t],
  );
}
