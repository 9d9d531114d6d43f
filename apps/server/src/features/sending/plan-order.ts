import {
  cutoffOf,
  earliestPostDate,
  evaluateCondition,
  isPostDateAllowed,
  latestPostDate,
  optionPicksOf,
  outputFileOf,
  type ApiIssue,
  type Channel,
  type OrderPlan,
  type PreflightFinding,
  type RecipientPreference,
  type Service,
  type ServiceChannel,
  type ServiceChannelOptions,
} from '@postbridge/domain';

// Where the pack groups of an order go (docs/product.md §3 sending strategy; issue 4 "Sending strategy"),
// with which options, and when they can be posted (docs/product.md §5 cutoff; channel working, production and
// future days). No I/O.

export type PlannedPackGroup = {
  id: string;
  /** The recipient identifier (the main box's identifier expression), for the recipient's own choices. */
  identifier: string | null;
  requirements: Record<
    string,
    { valid: boolean; error: string | null; value: string | null; countryCode?: string | null }
  >;
  metadata: Record<string, string>;
  metadataIssues: { key: string; path: string }[];
  /** What print pre-flight found on it at deposit: a refusing finding keeps it off that paper channel. */
  preflight?: readonly PreflightFinding[];
};

type PlanInput = {
  service: Service;
  packGroups: PlannedPackGroup[];
  channels: ReadonlyMap<string, Channel>;
  serviceChannelOptions: ServiceChannelOptions;
  expectedPostDate?: string | undefined;
  now: Date;
  /** Recipient identifier → the recipient's choice (recipients feature), read by the strategy's conditions. */
  recipientChoices?: ReadonlyMap<string, { preference: RecipientPreference; email: string | null }>;
  /** The consent link of a recipient identifier (the consentLink node); absent without sender account. */
  consentLink?: ((identifier: string) => string | null) | undefined;
};

export type Plan = OrderPlan & {
  /** Pack group id → the label of the service channel it goes by (absent: not eligible). */
  assignment: Map<string, string>;
};

const issue = (key: string, path: string, params: Record<string, string | number> = {}): ApiIssue => ({
  key,
  path,
  severity: 'error',
  params,
});

/** Why a pack group cannot go by a service channel: its requirement values for that channel that are invalid. */
function requirementIssues(group: PlannedPackGroup, serviceChannel: ServiceChannel): ApiIssue[] {
  return serviceChannel.shipmentRequirements.flatMap((requirement) => {
    const value = group.requirements[`${serviceChannel.label}/${requirement.name}`];
    if (value && !value.valid) {
      return [
        issue(
          value.error ?? 'requirement.invalid',
          `packGroups.${group.id}.${serviceChannel.label}/${requirement.name}`,
          {
            channel: serviceChannel.label,
            requirement: requirement.name,
          },
        ),
      ];
    }
    return [];
  });
}

/** Why a pack group cannot go by a paper channel: what print pre-flight refuses on it for that channel. */
function preflightIssues(group: PlannedPackGroup, serviceChannel: ServiceChannel): ApiIssue[] {
  return (group.preflight ?? [])
    .filter((f) => f.severity === 'refuse' && f.serviceChannels.includes(serviceChannel.label))
    .map((f) =>
      issue(`preflight.${f.code}`, `packGroups.${group.id}.preflight`, {
        ...f.params,
        channel: serviceChannel.label,
        ...(f.page !== null && { page: f.page }),
      }),
    );
}

/**
 * Why a pack group cannot go by a channel that carries mail to some countries only (its destinationCountries):
 * the country of its recipient address for that service channel (the requirement of kind recipient and type
 * address) is not one of them, or is not known. A channel without a list carries mail everywhere.
 */
function countryIssues(
  group: PlannedPackGroup,
  serviceChannel: ServiceChannel,
  channel: Channel,
): ApiIssue[] {
  const countries = channel.destinationCountries;
  if (!countries.length) return [];
  const recipient = serviceChannel.shipmentRequirements.find(
    (r) => r.kind === 'recipient' && r.type === 'address',
  );
  const key = recipient ? `${serviceChannel.label}/${recipient.name}` : null;
  const country = key ? (group.requirements[key]?.countryCode ?? null) : null;
  const path = `packGroups.${group.id}${key ? `.${key}` : ''}`;
  if (country === null) return [issue('delivery.countryUnknown', path, { channel: serviceChannel.label })];
  if (countries.includes(country)) return [];
  return [issue('delivery.countryNotHandled', path, { channel: serviceChannel.label, country })];
}

/** The options of a service channel for this order: chosen ones, else the service's defaults, else the channel's. */
function optionsOf(
  serviceChannel: ServiceChannel,
  channel: Channel,
  chosen: readonly string[],
  issues: ApiIssue[],
): { optionTypeId: string; optionId: string }[] {
  const outputFile = outputFileOf(channel, serviceChannel);
  const groups = outputFile?.options ?? [];
  for (const optionId of chosen) {
    if (!groups.some((g) => g.options.some((o) => o.optionId === optionId))) {
      issues.push(
        issue('delivery.option.notOffered', `serviceChannelOptions.${serviceChannel.label}`, {
          channel: serviceChannel.label,
          optionId,
        }),
      );
    }
  }
  return optionPicksOf(outputFile, serviceChannel, chosen);
}

/**
 * The plan of an order. Each pack group goes to the first strategy group whose additional condition holds and
 * that has a channel whose requirements the pack group meets and that carries mail to its recipient's country
 * (the first such channel of the group, in order); a service without a strategy tries its channels in order. A pack group no channel can carry is not eligible (it
 * is listed with the reasons and not sent). A service channel whose channel is missing or disabled carries
 * nothing. Conditions read the pack group's metadata (a data-file value by its column's metadata name), the
 * options chosen for the order and the recipients' own choices (main preference, confirmed e-mail).
 */
export function planOrder(input: PlanInput): Plan {
  const { service, channels, now } = input;
  const issues: ApiIssue[] = [];
  for (const label of Object.keys(input.serviceChannelOptions)) {
    if (!service.channels.some((c) => c.label === label)) {
      issues.push(issue('delivery.channel.unknown', `serviceChannelOptions.${label}`, { channel: label }));
    }
  }
  const usable = new Map<string, { serviceChannel: ServiceChannel; channel: Channel }>();
  for (const serviceChannel of service.channels) {
    const channel = channels.get(serviceChannel.id);
    if (channel?.enabled) usable.set(serviceChannel.label, { serviceChannel, channel });
  }
  const chosenOptions = Object.values(input.serviceChannelOptions).flat();
  const strategy = service.sendingStrategy.groups.length
    ? service.sendingStrategy.groups
    : [{ name: '', serviceChannels: service.channels.map((c) => c.label), additionalCondition: null }];

  const assignment = new Map<string, string>();
  const notEligible: OrderPlan['notEligible'] = [];
  for (const group of input.packGroups) {
    const reasons: ApiIssue[] = group.metadataIssues.map((i) =>
      issue(i.key, `packGroups.${group.id}.${i.path}`),
    );
    if (!reasons.length) {
      const context = {
        now,
        metadata: (name: string) => group.metadata[name],
        dataFileValue: (column: string) => group.metadata[column],
        hasOption: (optionId: string) => chosenOptions.includes(optionId),
        mainPreferences: (identifier: string) => input.recipientChoices?.get(identifier)?.preference,
        recipientChoiceEmail: (identifier: string) => input.recipientChoices?.get(identifier)?.email,
        ...(input.consentLink ? { consentLink: input.consentLink } : {}),
      };
      for (const strategyGroup of strategy) {
        if (
          strategyGroup.additionalCondition &&
          !evaluateCondition(strategyGroup.additionalCondition, context)
        ) {
          continue;
        }
        const label = strategyGroup.serviceChannels.find((l) => {
          const entry = usable.get(l);
          if (!entry) return false;
          const requirementProblems = requirementIssues(group, entry.serviceChannel);
          const preflightProblems = requirementProblems.length
            ? requirementProblems
            : preflightIssues(group, entry.serviceChannel);
          const problems = preflightProblems.length
            ? preflightProblems
            : countryIssues(group, entry.serviceChannel, entry.channel);
          reasons.push(...problems);
          return problems.length === 0;
        });
        if (label) {
          assignment.set(group.id, label);
          break;
        }
      }
    }
    if (!assignment.has(group.id)) {
      notEligible.push({
        packGroupId: group.id,
        reasons: reasons.length ? reasons : [issue('delivery.noChannel', `packGroups.${group.id}`)],
      });
    }
  }

  const planned: OrderPlan['channels'] = [];
  for (const [label, { serviceChannel, channel }] of usable) {
    const ids = input.packGroups.filter((g) => assignment.get(g.id) === label).map((g) => g.id);
    if (!ids.length) continue;
    planned.push({
      serviceChannelLabel: label,
      channelId: channel.id,
      channelName: channel.name,
      options: optionsOf(serviceChannel, channel, input.serviceChannelOptions[label] ?? [], issues),
      packGroupIds: ids,
      earliestPostDate: earliestPostDate(channel, now),
      latestPostDate: latestPostDate(channel, now),
    });
  }
  const used = planned.map((p) => usable.get(p.serviceChannelLabel)!.channel);
  let postDate: string | null = null;
  if (input.expectedPostDate) {
    const refusing = used.filter((channel) => !isPostDateAllowed(channel, input.expectedPostDate!, now));
    for (const channel of refusing) {
      issues.push(
        issue('delivery.postDate.notAllowed', 'expectedPostDate', {
          date: input.expectedPostDate,
          channel: channel.name,
          earliest: earliestPostDate(channel, now),
          latest: latestPostDate(channel, now),
        }),
      );
    }
    postDate = input.expectedPostDate;
  } else if (planned.length) {
    postDate = planned
      .map((p) => p.earliestPostDate)
      .sort()
      .at(-1)!;
  }
  if (!planned.length) issues.push(issue('delivery.nothingToSend', 'packGroupIds'));
  return {
    channels: planned,
    notEligible,
    postDate,
    cutoffMs: cutoffOf(used, now),
    issues,
    assignment,
  };
}
