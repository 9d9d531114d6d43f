import { englishLabels } from '../labels/index';

// Every validation message key. The keys group like the notification keys of spec §8: service.* (processing
// services), parser.*, expression.*, job.* (deposit and upload), metadata.*, ou.*, channel.* and option.*
// (administration), pageSelector.*.
// The texts are labels (issue.<key> in labels/en.ts and every locale), {placeholders} filled from the params;
// spec §5 gives two of them verbatim (the webhook ones).
export const VALIDATION_MESSAGE_KEYS = [
  'service.nameMandatory',
  'service.box.nameMandatory',
  'service.box.duplicateName',
  'service.box.labelMandatory',
  'service.box.splitMinElements',
  'service.box.minAboveMax',
  'service.box.dataFileColumns',
  'service.box.unknownParent',
  'service.box.reconcileMandatory',
  'service.box.unknownServiceFile',
  'service.metadata.nameMandatory',
  'service.metadata.duplicate',
  'service.requirement.invalidName',
  'service.requirement.duplicate',
  'service.requirement.mandatory',
  'service.channel.labelMandatory',
  'service.channel.duplicateLabel',
  'service.channel.addressPageMissing',
  'service.strategy.channelRequired',
  'service.strategy.unknownChannel',
  'service.pattern.invalid',
  'parser.encodingRequired',
  'parser.separatorRequired',
  'parser.mapping.empty',
  'parser.mapping.invalidColumnIndex',
  'parser.mapping.targetBlank',
  'parser.mapping.duplicateTarget',
  'parser.fixedWidth.columnWidthsEmpty',
  'parser.fixedWidth.widthNotPositive',
  'parser.fixedWidth.columnNotMapped',
  'parser.delimited.columnNamesEmpty',
  'parser.delimited.columnNameBlank',
  'parser.delimited.headerRequired',
  'parser.delimited.duplicateColumnName',
  'parser.json.globalMappingRequired',
  'parser.json.mappingNotAllowed',
  'parser.json.invalidPointer',
  'parser.skipLines.negative',
  'expression.columnRequired',
  'expression.keyRequired',
  'expression.metadataRequired',
  'expression.boxRequired',
  'expression.unknownBox',
  'expression.identifierRequired',
  'expression.operandRequired',
  'expression.operandsEmpty',
  'expression.optionRequired',
  'job.notEnoughFiles',
  'job.maxFileCount',
  'job.noRoom',
  'job.appositionTwice',
  'job.invalidFileType',
  'job.unknownBox',
  'job.nameMandatory',
  'metadata.mandatory',
  'metadata.pattern',
  'metadata.maxLines',
  'metadata.controlledValue',
  'metadata.constantValue',
  'ou.idMissing',
  'ou.delayInvalid',
  'ou.delays',
  'ou.webhookInvalid',
  'ou.webhookInsecure',
  'ou.brandDomain',
  'pageSelector.notAllowed',
  'channel.nameMandatory',
  'channel.providerMandatory',
  'channel.idInvalid',
  'channel.idTaken',
  'channel.workingDaysEmpty',
  'channel.workingDayDuplicate',
  'channel.cutoffTimeInvalid',
  'channel.timeZoneUnknown',
  'channel.fallbackStatusUnknown',
  'channel.fallbackStatusDuplicate',
  'channel.tracking.placeholderMissing',
  'channel.tokenWithoutTrigger',
  'channel.outputFile.nameMandatory',
  'channel.outputFile.duplicateName',
  'channel.outputFile.duplicateId',
  'channel.outputFile.mainCount',
  'channel.area.outsidePage',
  'channel.area.contentMandatory',
  'channel.area.unknownFont',
  'channel.area.colorInvalid',
  'channel.option.unknownType',
  'channel.option.unknown',
  'channel.option.groupEmpty',
  'channel.option.duplicate',
  'channel.option.duplicateType',
  'channel.option.multipleDefaults',
  'option.type.nameMandatory',
  'option.type.duplicateName',
  'option.valueMandatory',
  'option.duplicateValue',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** The label key holding the text of a validation message key. */
export function validationLabelKey<K extends ValidationMessageKey>(key: K): `issue.${K}` {
  return `issue.${key}`;
}

type ValidationMessagesEn = {
  readonly [K in ValidationMessageKey]: (typeof englishLabels)[`issue.${K}`];
};

/** English text of every validation message key, read from the English labels (the one place the texts live). */
export const VALIDATION_MESSAGES_EN = Object.fromEntries(
  VALIDATION_MESSAGE_KEYS.map((key) => [key, englishLabels[validationLabelKey(key)]]),
) as ValidationMessagesEn;
