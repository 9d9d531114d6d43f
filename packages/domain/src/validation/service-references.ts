import type { Channel } from '../api/channels';
import type { Service } from '../api/services/service';
import { ESCALATING_CHANNEL_TYPES } from '../model/escalation';
import { type ValidationIssue, error } from './issues';

// docs/product.md §5 "Imports: … unknown channel, option or metadata is rejected" and §8 "export and import
// errors (unknown channel, option, option type or output file)": what a service names must exist. Checked on
// every save and import (a service saved with a channel that does not exist could never send).

export type ServiceCatalogue = {
  /** Every channel by id. */
  channels: ReadonlyMap<string, Pick<Channel, 'id' | 'name' | 'enabled' | 'outputFiles' | 'channelType'>>;
  /** The channels the service's OU (or one of its ancestors) offers. */
  offeredChannelIds: ReadonlySet<string>;
  /** Every option type id, and every option value id with its type. */
  optionTypeIds: ReadonlySet<string>;
  optionTypeOf: ReadonlyMap<string, string>;
};

/** The metadata names a service defines: job metadata, box metadata and the targets of its data files. */
export function definedMetadataNames(service: Pick<Service, 'serviceMetadatas' | 'boxes'>): Set<string> {
  const names = new Set(service.serviceMetadatas.map((m) => m.name.trim()));
  for (const box of service.boxes) {
    for (const m of box.metadatas) names.add(m.name.trim());
    const parser = box.parserConfiguration;
    if (!parser) continue;
    for (const target of Object.values(parser.metadataMapping)) names.add(target.trim());
    if (parser.kind === 'par.JSON')
      for (const t of Object.values(parser.globalMetadataMapping)) names.add(t.trim());
    if (parser.kind === 'par.CSV') for (const c of parser.usedColumnNames ?? []) names.add(c.trim());
  }
  return names;
}

/** Every metadata reference of a configuration, with its path. */
function metadataReferences(node: unknown, path: string, found: { name: string; path: string }[]): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((child, i) => metadataReferences(child, `${path}[${i}]`, found));
    return;
  }
  const record = node as Record<string, unknown>;
  if (record.kind === 'metadataReference' && typeof record.name === 'string') {
    found.push({ name: record.name, path: `${path}.name` });
  }
  for (const [key, child] of Object.entries(record))
    metadataReferences(child, path ? `${path}.${key}` : key, found);
}

/** The issues of the references a service makes to channels, options and metadata. */
export function validateServiceReferences(service: Service, catalogue: ServiceCatalogue): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  service.channels.forEach((serviceChannel, index) => {
    const path = `channels[${index}]`;
    const params = { label: serviceChannel.label, id: serviceChannel.id };
    const channel = catalogue.channels.get(serviceChannel.id);
    if (!channel) {
      issues.push(error('service.channel.unknown', `${path}.id`, params));
      return;
    }
    if (!catalogue.offeredChannelIds.has(channel.id)) {
      issues.push(error('service.channel.notOffered', `${path}.id`, { ...params, name: channel.name }));
    }
    // Only a channel that reports opening can wait for it (docs/domain-decisions.md "Digital-first escalation").
    if (
      serviceChannel.escalation &&
      !(ESCALATING_CHANNEL_TYPES as readonly string[]).includes(channel.channelType)
    ) {
      issues.push(error('service.channel.escalationNotDigital', `${path}.escalation`, params));
    }
    const configuration = serviceChannel.outputFileConfiguration;
    const outputFile = configuration.outputFileId
      ? channel.outputFiles.find((f) => f.id === configuration.outputFileId)
      : (channel.outputFiles.find((f) => f.mainOutputFile) ?? channel.outputFiles[0]);
    if (configuration.outputFileId && !outputFile) {
      issues.push(
        error('service.channel.unknownOutputFile', `${path}.outputFileConfiguration.outputFileId`, {
          ...params,
          outputFileId: configuration.outputFileId,
        }),
      );
    }
    configuration.options.forEach((option, i) => {
      const at = `${path}.outputFileConfiguration.options[${i}]`;
      const optionParams = { ...params, optionTypeId: option.optionTypeId, optionId: option.optionId };
      if (!catalogue.optionTypeIds.has(option.optionTypeId)) {
        issues.push(error('service.option.unknownType', `${at}.optionTypeId`, optionParams));
      } else if (catalogue.optionTypeOf.get(option.optionId) !== option.optionTypeId) {
        issues.push(error('service.option.unknown', `${at}.optionId`, optionParams));
      } else if (
        outputFile &&
        !outputFile.options.some(
          (group) =>
            group.optionTypeId === option.optionTypeId &&
            group.options.some((o) => o.optionId === option.optionId),
        )
      ) {
        issues.push(error('service.option.notOffered', `${at}.optionId`, optionParams));
      }
    });
  });
  const defined = definedMetadataNames(service);
  const found: { name: string; path: string }[] = [];
  metadataReferences({ ...service, serviceMetadatas: [] }, '', found);
  for (const reference of found) {
    if (!defined.has(reference.name.trim())) {
      issues.push(error('service.metadata.unknown', reference.path, { name: reference.name }));
    }
  }
  return issues;
}
