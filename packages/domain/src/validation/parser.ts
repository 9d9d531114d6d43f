import type { MetadataMapping, ParserConfiguration, ParserConfigurationOf } from '../api/services/box';
import { type ValidationIssue, duplicateIndexes, entryPath, error, isBlank, joinPath } from './issues';

// Parser checks of docs/product.md §5, one function per parser kind, exactly as the spec lists them.

/** Every check of a data-file parser configuration; `path` locates the configuration itself. */
export function validateParserConfiguration(config: ParserConfiguration, path = ''): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (config.encoding === null) issues.push(error('parser.encodingRequired', joinPath(path, 'encoding')));
  switch (config.kind) {
    case 'par.FixedWidth':
      return [...issues, ...validateFixedWidthParser(config, path)];
    case 'par.CSV':
      return [...issues, ...validateDelimitedParser(config, path)];
    case 'par.JSON':
      return [...issues, ...validateJsonParser(config, path)];
    case 'par.Seiitra':
      return [...issues, ...validateSkipLinesParser(config, path)];
  }
}

/** Non-empty mapping and widths; every width above 0; every column mapped; unique target names. */
export function validateFixedWidthParser(
  config: ParserConfigurationOf<'par.FixedWidth'>,
  path = '',
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const widthsPath = joinPath(path, 'columnWidths');
  const mappingPath = joinPath(path, 'metadataMapping');
  if (config.columnWidths.length === 0) issues.push(error('parser.fixedWidth.columnWidthsEmpty', widthsPath));
  if (Object.keys(config.metadataMapping).length === 0)
    issues.push(error('parser.mapping.empty', mappingPath));
  config.columnWidths.forEach((width, index) => {
    const widthPath = `${widthsPath}[${index}]`;
    if (width <= 0)
      issues.push(error('parser.fixedWidth.widthNotPositive', widthPath, { column: index, width }));
    // Columns are mapped by their index, counted from 0 like delimited columns.
    if (isBlank(config.metadataMapping[String(index)])) {
      issues.push(error('parser.fixedWidth.columnNotMapped', widthPath, { column: index }));
    }
  });
  return [...issues, ...duplicateTargets(config.metadataMapping, mappingPath)];
}

/** A separator; then either the used column names rules or the index-mapping rules. */
export function validateDelimitedParser(
  config: ParserConfigurationOf<'par.CSV'>,
  path = '',
): ValidationIssue[] {
  const issues = separatorRequired(config.separator, path);
  const names = config.usedColumnNames;
  if (names === null) return [...issues, ...validateColumnIndexMapping(config.metadataMapping, path)];

  const namesPath = joinPath(path, 'usedColumnNames');
  if (names.length === 0) issues.push(error('parser.delimited.columnNamesEmpty', namesPath));
  names.forEach((name, index) => {
    if (isBlank(name)) issues.push(error('parser.delimited.columnNameBlank', `${namesPath}[${index}]`));
  });
  // Columns can be found by name only in a header line.
  if (!config.headerPresent)
    issues.push(error('parser.delimited.headerRequired', joinPath(path, 'headerPresent')));
  for (const index of duplicateIndexes(names, (name) => (isBlank(name) ? null : name.trim()))) {
    issues.push(
      error('parser.delimited.duplicateColumnName', `${namesPath}[${index}]`, { name: names[index]! }),
    );
  }
  return issues;
}

/** With an elements pointer: a non-empty mapping. Without: a global mapping and no per-element one. */
export function validateJsonParser(config: ParserConfigurationOf<'par.JSON'>, path = ''): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const mappingPath = joinPath(path, 'metadataMapping');
  const globalPath = joinPath(path, 'globalMetadataMapping');
  const pointer = config.elementsJSONPointer;
  const perElement = Object.keys(config.metadataMapping).length;
  if (!isBlank(pointer)) {
    if (!isJsonPointer(pointer!)) {
      issues.push(
        error('parser.json.invalidPointer', joinPath(path, 'elementsJSONPointer'), { pointer: pointer! }),
      );
    }
    if (perElement === 0) issues.push(error('parser.mapping.empty', mappingPath));
  } else {
    if (Object.keys(config.globalMetadataMapping).length === 0) {
      issues.push(error('parser.json.globalMappingRequired', globalPath));
    }
    if (perElement > 0) issues.push(error('parser.json.mappingNotAllowed', mappingPath));
  }
  for (const [mapping, base] of [
    [config.metadataMapping, mappingPath],
    [config.globalMetadataMapping, globalPath],
  ] as const) {
    for (const source of Object.keys(mapping)) {
      if (!isJsonPointer(source)) {
        issues.push(error('parser.json.invalidPointer', entryPath(base, source), { pointer: source }));
      }
    }
  }
  // Element and global metadata end up side by side on each recipient, so targets are unique across both.
  const targets = [
    ...Object.entries(config.metadataMapping).map(([source, target]) => ({
      base: mappingPath,
      source,
      target,
    })),
    ...Object.entries(config.globalMetadataMapping).map(([source, target]) => ({
      base: globalPath,
      source,
      target,
    })),
  ];
  for (const index of duplicateIndexes(targets, ({ target }) => (isBlank(target) ? null : target.trim()))) {
    const { base, source, target } = targets[index]!;
    issues.push(error('parser.mapping.duplicateTarget', entryPath(base, source), { name: target }));
  }
  return issues;
}

/** A separator, no negative skip counts, and the delimited mapping rules. */
export function validateSkipLinesParser(
  config: ParserConfigurationOf<'par.Seiitra'>,
  path = '',
): ValidationIssue[] {
  const issues = separatorRequired(config.separator, path);
  for (const field of ['skipLinesBefore', 'skipLinesAfter'] as const) {
    if (config[field] < 0) {
      issues.push(error('parser.skipLines.negative', joinPath(path, field), { value: config[field] }));
    }
  }
  return [...issues, ...validateColumnIndexMapping(config.metadataMapping, path)];
}

/** Delimited mapping by column index: non-empty, keys non-negative integers, values non-empty and unique. */
export function validateColumnIndexMapping(mapping: MetadataMapping, path = ''): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const mappingPath = joinPath(path, 'metadataMapping');
  if (Object.keys(mapping).length === 0) issues.push(error('parser.mapping.empty', mappingPath));
  for (const [source, target] of Object.entries(mapping)) {
    if (!/^\d+$/.test(source)) {
      issues.push(
        error('parser.mapping.invalidColumnIndex', entryPath(mappingPath, source), { column: source }),
      );
    }
    if (isBlank(target)) issues.push(error('parser.mapping.targetBlank', entryPath(mappingPath, source)));
  }
  return [...issues, ...duplicateTargets(mapping, mappingPath)];
}

function duplicateTargets(mapping: MetadataMapping, mappingPath: string): ValidationIssue[] {
  const entries = Object.entries(mapping);
  return duplicateIndexes(entries, ([, target]) => (isBlank(target) ? null : target.trim())).map((index) => {
    const [source, target] = entries[index]!;
    return error('parser.mapping.duplicateTarget', entryPath(mappingPath, source), { name: target });
  });
}

function separatorRequired(separator: string, path: string): ValidationIssue[] {
  // A blank separator is allowed: a tab or a space is a real separator, only an empty one is missing.
  return separator === '' ? [error('parser.separatorRequired', joinPath(path, 'separator'))] : [];
}

function isJsonPointer(pointer: string): boolean {
  return pointer.startsWith('/');
}
