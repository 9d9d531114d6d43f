import type { Channel, OptionType, OptionValue, OutputFile, TechnicalArea } from '../api/channels';
import { isKnownTimeZone, minutesOfTime } from '../calendar';
import { PAGE_SIZES_MM } from '../constants';
import { isKnownShipmentStatusCode } from '../states/shipment-status-codes';
import { validateCondition, validateExpression } from './expression';
import { type ValidationIssue, duplicateIndexes, error, isBlank, warning } from './issues';
import { validateWebhookUrl } from './ou';
import { validatePageSelector } from './page-selector';
import { validateRequirements } from './service';

// Channel, option type and option rules (docs/product.md §5 "a channel needs at least 1 requirement",
// requirement names, page selectors, "Cutoff"; the rest is ours: docs/domain-decisions.md "Channels and
// options").

/** What the rules may check references against; each check runs only when its list is given. */
export type ChannelContext = {
  /** The option types and options that exist: output-file options must refer to them. */
  optionTypeIds?: readonly string[];
  options?: readonly Pick<OptionValue, 'id' | 'optionTypeId'>[];
  /** The fonts technical areas may use (/app/config availableFonts). */
  fonts?: readonly string[];
};

/** A chosen channel id: letters, digits, '-', '_' and '.', starting with a letter or digit (it goes in URLs). */
export const CHANNEL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Every rule of a channel configuration, all issues at once (paths from the channel root). */
export function validateChannel(channel: Channel, context: ChannelContext = {}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (isBlank(channel.name)) issues.push(error('channel.nameMandatory', 'name'));
  if (isBlank(channel.providerName)) issues.push(error('channel.providerMandatory', 'providerName'));
  issues.push(...validateChannelCalendar(channel));
  issues.push(...validateFallbackStatuses(channel.fallbackOnStatuses));
  issues.push(...validateDestinationCountries(channel.destinationCountries));
  // docs/product.md §5: "a channel needs at least 1 requirement"; names unique and not reserved, as in a
  // service.
  if (channel.requirements.length === 0) {
    issues.push(error('service.requirement.mandatory', 'requirements', { label: channel.name }));
  }
  issues.push(...validateRequirements(channel.requirements, 'requirements'));
  if (channel.trackingProperties) {
    const { url, placeholder } = channel.trackingProperties;
    if (isBlank(placeholder) || !url.includes(placeholder)) {
      issues.push(error('channel.tracking.placeholderMissing', 'trackingProperties.url', { placeholder }));
    } else {
      issues.push(...validateWebhookUrl(url.split(placeholder).join('0'), 'trackingProperties.url'));
    }
  }
  issues.push(...validateOutputFiles(channel.outputFiles, context));
  return issues;
}

/**
 * Working days, cutoff time and time zone (an unknown zone only warns when there is no cutoff time:
 * docs/product.md §5 says the cutoff ignores it; with a cutoff time it is refused).
 */
function validateChannelCalendar(
  channel: Pick<Channel, 'workingDays' | 'cutoffTime' | 'timeZone'>,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (channel.workingDays.length === 0) issues.push(error('channel.workingDaysEmpty', 'workingDays'));
  for (const index of duplicateIndexes(channel.workingDays, String)) {
    const day = channel.workingDays[index]!;
    issues.push(error('channel.workingDayDuplicate', `workingDays[${index}]`, { day }));
  }
  if (channel.cutoffTime !== null && minutesOfTime(channel.cutoffTime) === null) {
    issues.push(error('channel.cutoffTimeInvalid', 'cutoffTime', { time: channel.cutoffTime }));
  }
  if (!isKnownTimeZone(channel.timeZone)) {
    // A cutoff time needs its zone to mean an instant: refused (issue 15); without one, only days are counted
    // in the zone, and an unknown zone stays a warning (docs/domain-decisions.md "Channel editor").
    issues.push(
      channel.cutoffTime !== null
        ? error('channel.cutoffTimeZoneUnknown', 'timeZone', { timeZone: channel.timeZone })
        : warning('channel.timeZoneUnknown', 'timeZone', { timeZone: channel.timeZone }),
    );
  }
  return issues;
}

/** ISO 3166-1 alpha-2, in capitals, known to the runtime's region names (ZZ, CLDR's "Unknown Region", is none). */
function isIsoCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return false;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined;
  } catch {
    return false;
  }
}

/** The countries a channel carries mail to: ISO codes, each once (an empty list means every country). */
function validateDestinationCountries(codes: readonly string[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  codes.forEach((country, index) => {
    if (!isIsoCountryCode(country)) {
      issues.push(error('channel.destinationCountryUnknown', `destinationCountries[${index}]`, { country }));
    }
  });
  for (const index of duplicateIndexes(codes, String)) {
    const country = codes[index]!;
    issues.push(error('channel.destinationCountryDuplicate', `destinationCountries[${index}]`, { country }));
  }
  return issues;
}

function validateFallbackStatuses(codes: readonly number[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  codes.forEach((code, index) => {
    if (!isKnownShipmentStatusCode(code)) {
      issues.push(error('channel.fallbackStatusUnknown', `fallbackOnStatuses[${index}]`, { code }));
    }
  });
  for (const index of duplicateIndexes(codes, String)) {
    const code = codes[index]!;
    issues.push(error('channel.fallbackStatusDuplicate', `fallbackOnStatuses[${index}]`, { code }));
  }
  return issues;
}

/** Output files: ids and names unique, names mandatory, exactly one main file, then each file's own rules. */
function validateOutputFiles(files: readonly OutputFile[], context: ChannelContext): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  files.forEach((file, index) => {
    const path = `outputFiles[${index}]`;
    if (isBlank(file.name)) issues.push(error('channel.outputFile.nameMandatory', `${path}.name`));
    file.technicalAreas.forEach((area, areaIndex) =>
      issues.push(...validateTechnicalArea(area, file, `${path}.technicalAreas[${areaIndex}]`, context)),
    );
    issues.push(...validateOutputFileOptions(file, `${path}.options`, context));
  });
  for (const index of duplicateIndexes(files, (f) => (isBlank(f.name) ? null : f.name.trim()))) {
    const name = files[index]!.name;
    issues.push(error('channel.outputFile.duplicateName', `outputFiles[${index}].name`, { name }));
  }
  for (const index of duplicateIndexes(files, (f) => (isBlank(f.id) ? null : f.id))) {
    const id = files[index]!.id;
    issues.push(error('channel.outputFile.duplicateId', `outputFiles[${index}].id`, { id }));
  }
  const mains = files.filter((file) => file.mainOutputFile).length;
  if (files.length > 0 && mains !== 1) {
    issues.push(error('channel.outputFile.mainCount', 'outputFiles', { count: mains }));
  }
  return issues;
}

const COLOR_CHANNEL = '\\s*(\\d{1,3})\\s*';
const RGBA = new RegExp(
  `^rgba\\(${COLOR_CHANNEL},${COLOR_CHANNEL},${COLOR_CHANNEL},\\s*(0|1|0?\\.\\d+|1\\.0+)\\s*\\)$`,
);

/** An `rgba(r,g,b,a)` colour: channels 0..255, alpha 0..1. */
export function isRgbaColor(value: string): boolean {
  const match = RGBA.exec(value.trim());
  return match !== null && [match[1], match[2], match[3]].every((channel) => Number(channel) <= 255);
}

// Every compose type but the plain rectangle draws something computed.
const NEEDS_CONTENT: readonly TechnicalArea['type'][] = ['barcode', 'datamatrix', 'qrCode', 'text'];

function validateTechnicalArea(
  area: TechnicalArea,
  file: OutputFile,
  path: string,
  context: ChannelContext,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const at = (field: string) => `${path}.${field}`;
  const page = PAGE_SIZES_MM[file.pageFormat];
  const box = area.area;
  if (box.left + box.width > page.width || box.top + box.height > page.height) {
    issues.push(
      error('channel.area.outsidePage', at('area'), {
        format: file.pageFormat,
        widthMm: page.width,
        heightMm: page.height,
      }),
    );
  }
  issues.push(...validatePageSelector(area.documentKind, area.page, at('page')));
  if (area.condition) issues.push(...validateCondition(area.condition, at('condition')));
  if (area.content) issues.push(...validateExpression(area.content, at('content')));
  else if (NEEDS_CONTENT.includes(area.type)) {
    issues.push(error('channel.area.contentMandatory', at('content'), { type: area.type }));
  }
  if (area.fontName !== null && context.fonts && !context.fonts.includes(area.fontName)) {
    issues.push(error('channel.area.unknownFont', at('fontName'), { font: area.fontName }));
  }
  const colors = [
    ['colors.bat', area.colors.bat],
    ['colors.production', area.colors.production],
    ['colors.error', area.colors.error],
    ['fontColor', area.fontColor],
  ] as const;
  for (const [field, color] of colors) {
    if (!isRgbaColor(color)) issues.push(error('channel.area.colorInvalid', at(field), { color }));
  }
  return issues;
}

/** Options grouped by type: each type once, each option once in its group, at most one default per type. */
function validateOutputFileOptions(
  file: OutputFile,
  path: string,
  context: ChannelContext,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  file.options.forEach((group, index) => {
    const at = `${path}[${index}]`;
    const params = { optionTypeId: group.optionTypeId };
    const typeKnown = !context.optionTypeIds || context.optionTypeIds.includes(group.optionTypeId);
    if (!typeKnown) issues.push(error('channel.option.unknownType', `${at}.optionTypeId`, params));
    if (group.options.length === 0) issues.push(error('channel.option.groupEmpty', `${at}.options`, params));
    group.options.forEach((option, optionIndex) => {
      const known = context.options?.find((o) => o.id === option.optionId);
      if (typeKnown && context.options && known?.optionTypeId !== group.optionTypeId) {
        issues.push(
          error('channel.option.unknown', `${at}.options[${optionIndex}].optionId`, {
            ...params,
            optionId: option.optionId,
          }),
        );
      }
    });
    for (const optionIndex of duplicateIndexes(group.options, (o) => o.optionId)) {
      const optionId = group.options[optionIndex]!.optionId;
      issues.push(error('channel.option.duplicate', `${at}.options[${optionIndex}].optionId`, { optionId }));
    }
    if (group.options.filter((option) => option.default).length > 1) {
      issues.push(error('channel.option.multipleDefaults', `${at}.options`, params));
    }
  });
  for (const index of duplicateIndexes(file.options, (g) => g.optionTypeId)) {
    const optionTypeId = file.options[index]!.optionTypeId;
    issues.push(error('channel.option.duplicateType', `${path}[${index}].optionTypeId`, { optionTypeId }));
  }
  return issues;
}

/** An option type needs a name no other type has (compared trimmed, ignoring case). */
export function validateOptionType(
  type: Pick<OptionType, 'id' | 'name'>,
  others: readonly Pick<OptionType, 'id' | 'name'>[],
): ValidationIssue[] {
  if (isBlank(type.name)) return [error('option.type.nameMandatory', 'name')];
  const name = type.name.trim().toLowerCase();
  const taken = others.some((other) => other.id !== type.id && other.name.trim().toLowerCase() === name);
  return taken ? [error('option.type.duplicateName', 'name', { name: type.name })] : [];
}

/** An option needs a value no other option of its type has (compared trimmed, ignoring case). */
export function validateOptionValue(
  option: Pick<OptionValue, 'id' | 'value'>,
  othersOfType: readonly Pick<OptionValue, 'id' | 'value'>[],
): ValidationIssue[] {
  if (isBlank(option.value)) return [error('option.valueMandatory', 'value')];
  const value = option.value.trim().toLowerCase();
  const taken = othersOfType.some((o) => o.id !== option.id && o.value.trim().toLowerCase() === value);
  return taken ? [error('option.duplicateValue', 'value', { value: option.value })] : [];
}
