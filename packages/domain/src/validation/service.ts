import { UNLIMITED_MAX_ELEMENTS } from '../constants';
import type { Box } from '../api/services/box';
import type { ChannelRequirement, Service, ServiceChannel } from '../api/services/service';
import { isReservedRequirementName } from '../model/channel-fields';
import { channelsAfter, ESCALATION_MAX_DAYS, ESCALATION_MIN_DAYS } from '../model/escalation';
import {
  expressionContextOf,
  type ExpressionContext,
  validateCondition,
  validateExpression,
} from './expression';
import { type ValidationIssue, checkPattern, duplicateIndexes, error, isBlank } from './issues';
import { validatePageSelector } from './page-selector';
import { validateParserConfiguration } from './parser';

// Service configuration rules (docs/product.md §5 "Service configuration", "Expressions", parser checks).

/**
 * What the expressions of a service are checked against on save: its box names, and the columns its data-file
 * boxes map (a `dataFileValue` of another column reads nothing). A reference to a missing metadata is
 * validateServiceReferences' to name, once.
 */
function referenceContext(boxes: Service['boxes']): ExpressionContext {
  const { boxNames, boxColumns } = expressionContextOf({ boxes, serviceMetadatas: [] });
  return { boxNames, boxColumns };
}

/** Every rule of a service configuration, all issues at once (paths from the service root). */
export function validateService(service: Service): ValidationIssue[] {
  const context = referenceContext(service.boxes);
  return [
    ...(isBlank(service.name) ? [error('service.nameMandatory', 'name')] : []),
    ...validateBoxes(service),
    ...validateServiceMetadatas(service),
    ...validateRequirements(service.packRequirements.content, 'packRequirements.content', context),
    ...validateChannels(service),
    ...validateSendingStrategy(service),
    ...(service.jobNameExpression
      ? validateExpression(service.jobNameExpression, 'jobNameExpression', context)
      : []),
    ...(service.groupingConfiguration?.key
      ? validateExpression(service.groupingConfiguration.key, 'groupingConfiguration.key', context)
      : []),
  ];
}

/** Box names mandatory and unique, then each box's own rules. */
export function validateBoxes(service: Pick<Service, 'boxes' | 'serviceFiles'>): ValidationIssue[] {
  const { boxes } = service;
  const issues: ValidationIssue[] = [];
  for (const index of duplicateIndexes(boxes, (box) => (isBlank(box.name) ? null : box.name.trim()))) {
    issues.push(error('service.box.duplicateName', `boxes[${index}].name`, { name: boxes[index]!.name }));
  }
  const context = referenceContext(boxes);
  const serviceFileIds = service.serviceFiles.map((file) => file.id);
  const archiveBoxNames = boxes.filter((box) => box.boxType === 'box.ARCHIVE').map((box) => box.name);
  boxes.forEach((box, index) =>
    issues.push(...validateBox(box, `boxes[${index}]`, context, serviceFileIds, archiveBoxNames)),
  );
  return issues;
}

/** The rules of one box; `context.boxNames` and `serviceFileIds` enable the reference checks. */
export function validateBox(
  box: Box,
  path: string,
  context: ExpressionContext = {},
  serviceFileIds?: readonly string[],
  archiveBoxNames: readonly string[] = [],
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const at = (field: string) => `${path}.${field}`;
  const params = { name: box.name };
  if (isBlank(box.name)) issues.push(error('service.box.nameMandatory', at('name')));
  if (isBlank(box.label)) issues.push(error('service.box.labelMandatory', at('label'), params));
  issues.push(...checkPattern(box.pattern, at('pattern')));

  // docs/product.md §5: "boxes with splitting need a minimum of at least 1 file".
  if (box.splitConfig.kind !== 'bsc.NONE' && box.minElements < 1) {
    issues.push(error('service.box.splitMinElements', at('minElements'), params));
  }
  // docs/product.md §3 Box "splitConfig": the marker value is a regular expression, read as the split reads it
  // (packages/documents plan-split.ts compiles it with the 'u' flag, where a stray escape does not compile).
  if (box.splitConfig.kind === 'bsc.PDF_AREA' && !compilesAsSplitMarker(box.splitConfig.value)) {
    issues.push(
      error('service.pattern.invalid', at('splitConfig.value'), { pattern: box.splitConfig.value }),
    );
  }
  if (box.maxElements !== UNLIMITED_MAX_ELEMENTS && box.minElements > box.maxElements) {
    issues.push(
      error('service.box.minAboveMax', at('maxElements'), {
        ...params,
        min: box.minElements,
        max: box.maxElements,
      }),
    );
  }

  if (box.boxType === 'box.DATA_FILE') {
    if (box.parserConfiguration === null) {
      issues.push(error('service.box.dataFileColumns', at('parserConfiguration'), params));
    } else {
      issues.push(...validateParserConfiguration(box.parserConfiguration, at('parserConfiguration')));
    }
  }

  if (box.parent !== null) {
    if (box.parent === box.name || (context.boxNames && !context.boxNames.includes(box.parent))) {
      issues.push(error('service.box.unknownParent', at('parent'), { ...params, parent: box.parent }));
    }
    // A child box's documents must be matched with their parent's; a box inside an archive box only says where
    // the archive's files go, and has nothing to match.
    if (box.reconcile === null && !archiveBoxNames.includes(box.parent))
      issues.push(error('service.box.reconcileMandatory', at('reconcile'), params));
  }
  if (box.reconcile) issues.push(...validateCondition(box.reconcile, at('reconcile'), context));
  if (box.identifier) issues.push(...validateExpression(box.identifier, at('identifier'), context));

  box.metadatas.forEach((metadata, index) => {
    const metadataPath = at(`metadatas[${index}]`);
    if (isBlank(metadata.name)) issues.push(error('service.metadata.nameMandatory', `${metadataPath}.name`));
    if (metadata.expression) {
      issues.push(...validateExpression(metadata.expression, `${metadataPath}.expression`, context));
    }
  });
  for (const index of duplicateIndexes(box.metadatas, (m) => (isBlank(m.name) ? null : m.name.trim()))) {
    const name = box.metadatas[index]!.name;
    issues.push(error('service.metadata.duplicate', at(`metadatas[${index}].name`), { name }));
  }

  if (serviceFileIds) {
    box.configuredFiles.forEach((file, index) => {
      if (!serviceFileIds.includes(file.serviceFileId)) {
        issues.push(
          error('service.box.unknownServiceFile', at(`configuredFiles[${index}].serviceFileId`), params),
        );
      }
    });
  }
  return issues;
}

/** Whether a split marker value compiles as the deposit's split compiles it (with the 'u' flag). */
export function compilesAsSplitMarker(value: string): boolean {
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}

/** Service metadata: names mandatory and unique, validation patterns that compile. */
export function validateServiceMetadatas(service: Pick<Service, 'serviceMetadatas'>): ValidationIssue[] {
  const metadatas = service.serviceMetadatas;
  const issues: ValidationIssue[] = [];
  metadatas.forEach((metadata, index) => {
    const path = `serviceMetadatas[${index}]`;
    if (isBlank(metadata.name)) issues.push(error('service.metadata.nameMandatory', `${path}.name`));
    issues.push(...checkPattern(metadata.properties.validation, `${path}.properties.validation`));
  });
  for (const index of duplicateIndexes(metadatas, (m) => (isBlank(m.name) ? null : m.name.trim()))) {
    const name = metadatas[index]!.name;
    issues.push(error('service.metadata.duplicate', `serviceMetadatas[${index}].name`, { name }));
  }
  return issues;
}

/** Requirement names unique within the list and not reserved; content expressions valid. */
export function validateRequirements(
  requirements: readonly ChannelRequirement[],
  path: string,
  context: ExpressionContext = {},
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  requirements.forEach((requirement, index) => {
    const at = `${path}[${index}]`;
    // Reserved names belong to the channel's own requirements (recipient, return and sender kinds carry
    // them); a custom requirement (free or data) may not take one, and no requirement may be unnamed.
    const custom = requirement.kind === 'free' || requirement.kind === 'data';
    if (isBlank(requirement.name) || (custom && isReservedRequirementName(requirement.name))) {
      issues.push(error('service.requirement.invalidName', `${at}.name`, { name: requirement.name }));
    }
    if (requirement.content)
      issues.push(...validateExpression(requirement.content, `${at}.content`, context));
  });
  for (const index of duplicateIndexes(requirements, (r) => (isBlank(r.name) ? null : r.name.trim()))) {
    const name = requirements[index]!.name;
    issues.push(error('service.requirement.duplicate', `${path}[${index}].name`, { name }));
  }
  return issues;
}

/** Channel labels mandatory and unique, at least one requirement each, output-file constraints. */
export function validateChannels(
  service: Pick<Service, 'channels' | 'boxes' | 'sendingStrategy'>,
): ValidationIssue[] {
  const { channels } = service;
  const issues: ValidationIssue[] = [];
  const context = referenceContext(service.boxes);
  const hasAddressPage = service.boxes.some((box) => box.hasAddressPage);
  channels.forEach((channel, index) => {
    const path = `channels[${index}]`;
    if (isBlank(channel.label)) issues.push(error('service.channel.labelMandatory', `${path}.label`));
    if (channel.shipmentRequirements.length === 0) {
      issues.push(
        error('service.requirement.mandatory', `${path}.shipmentRequirements`, { label: channel.label }),
      );
    }
    issues.push(
      ...validateRequirements(channel.shipmentRequirements, `${path}.shipmentRequirements`, context),
    );
    issues.push(...validateOutputFile(channel, `${path}.outputFileConfiguration`, hasAddressPage));
    issues.push(...validateEscalation(service, channel, path));
  });
  for (const index of duplicateIndexes(channels, (c) => (isBlank(c.label) ? null : c.label.trim()))) {
    const label = channels[index]!.label;
    issues.push(error('service.channel.duplicateLabel', `channels[${index}].label`, { label }));
  }
  return issues;
}

/** A digital-first channel waits 1 to 30 working days and has a channel after it to escalate to. */
function validateEscalation(
  service: Pick<Service, 'channels' | 'sendingStrategy'>,
  channel: ServiceChannel,
  path: string,
): ValidationIssue[] {
  if (!channel.escalation) return [];
  const issues: ValidationIssue[] = [];
  const days = channel.escalation.unopenedWorkingDays;
  if (days < ESCALATION_MIN_DAYS || days > ESCALATION_MAX_DAYS) {
    issues.push(
      error('service.channel.escalationDays', `${path}.escalation.unopenedWorkingDays`, {
        label: channel.label,
        min: ESCALATION_MIN_DAYS,
        max: ESCALATION_MAX_DAYS,
      }),
    );
  }
  if (channelsAfter(service, channel.label).length === 0) {
    issues.push(error('service.channel.escalationNoNext', `${path}.escalation`, { label: channel.label }));
  }
  return issues;
}

function validateOutputFile(
  channel: ServiceChannel,
  path: string,
  boxesHaveAddressPage: boolean,
): ValidationIssue[] {
  const config = channel.outputFileConfiguration;
  const issues: ValidationIssue[] = [];
  config.compositionOperations.forEach((operation, index) => {
    const at = `${path}.compositionOperations[${index}]`;
    issues.push(
      ...validatePageSelector(operation.documentKind, operation.pageSelector, `${at}.pageSelector`),
    );
    // An address page is composed only if a box brings one or the output file generates it.
    if (operation.documentKind === 'ADDRESS_PAGE' && !boxesHaveAddressPage && !config.forceAddressPage) {
      issues.push(
        error('service.channel.addressPageMissing', `${at}.documentKind`, { label: channel.label }),
      );
    }
  });
  return issues;
}

/** Each strategy group tries at least one channel, and only channels of the service. */
export function validateSendingStrategy(
  service: Pick<Service, 'sendingStrategy' | 'channels' | 'boxes'>,
): ValidationIssue[] {
  const labels = service.channels.map((channel) => channel.label);
  const context = referenceContext(service.boxes);
  return service.sendingStrategy.groups.flatMap((group, index) => {
    const path = `sendingStrategy.groups[${index}]`;
    const issues: ValidationIssue[] = [];
    if (group.serviceChannels.length === 0) {
      issues.push(error('service.strategy.channelRequired', `${path}.serviceChannels`, { name: group.name }));
    }
    group.serviceChannels.forEach((label, channelIndex) => {
      if (!labels.includes(label)) {
        issues.push(
          error('service.strategy.unknownChannel', `${path}.serviceChannels[${channelIndex}]`, { label }),
        );
      }
    });
    if (group.additionalCondition) {
      issues.push(...validateCondition(group.additionalCondition, `${path}.additionalCondition`, context));
    }
    return issues;
  });
}
