import type { Condition, Service } from '@postbridge/domain';

/**
 * The service channels a recipient may fall back to after `failedLabel`, in the order they are tried (issue
 * "falls back to another channel…"; docs/domain-decisions.md "Sending"). The sending strategy is read on from
 * where the failed channel stands, as the order itself chose it: the channels after it in its group (a group
 * lists alternatives in order), then the channels of each later group whose additional condition holds. The
 * failed channel's group is the first group naming it whose condition holds (else the first naming it). A
 * service without a strategy tries its channels in order, as ordering does. Nothing comes before the failed
 * channel: a fallback never goes back up the strategy.
 */
export function fallbackCandidates(
  service: Pick<Service, 'channels' | 'sendingStrategy'>,
  failedLabel: string,
  conditionHolds: (condition: Condition) => boolean,
): string[] {
  const groups = service.sendingStrategy.groups.length
    ? service.sendingStrategy.groups
    : [{ name: '', serviceChannels: service.channels.map((c) => c.label), additionalCondition: null }];
  const holds = (g: (typeof groups)[number]) =>
    !g.additionalCondition || conditionHolds(g.additionalCondition);
  const naming = groups.filter((g) => g.serviceChannels.includes(failedLabel));
  const home = naming.find(holds) ?? naming[0];
  if (!home) return [];
  const start = groups.indexOf(home);
  const candidates = [
    ...home.serviceChannels.slice(home.serviceChannels.indexOf(failedLabel) + 1),
    ...groups
      .slice(start + 1)
      .filter(holds)
      .flatMap((g) => g.serviceChannels),
  ];
  return [...new Set(candidates)].filter((label) => label !== failedLabel);
}
