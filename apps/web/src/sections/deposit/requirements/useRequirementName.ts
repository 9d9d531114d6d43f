import { useCallback } from 'react';
import { useT, type Translate } from '../../../i18n/useT';
import { builtInRequirementName, type NamedRequirement } from './serviceRequirements';

/** A requirement's name on screen: the label of a built-in name, with its channel's label if it has one. */
export function requirementDisplayName(t: Translate, name: string, channelLabel: string | null): string {
  const builtIn = builtInRequirementName(name);
  const shown = builtIn ? t(`deposit.requirements.name.${builtIn}`) : name;
  return channelLabel === null
    ? shown
    : t('deposit.requirements.name.ofChannel', { name: shown, channel: channelLabel });
}

/** How a requirement is named on screen: the label of a built-in name, with its channel's label if it has one. */
export function useRequirementName(): (
  named: Pick<NamedRequirement, 'key' | 'channelLabel' | 'requirement'>,
) => string {
  const t = useT();
  return useCallback((named) => requirementDisplayName(t, named.requirement.name, named.channelLabel), [t]);
}
