import type {
  MetadataMapping,
  ParserConfiguration,
  ParserKind,
  TestDataFileResult,
} from '@postbridge/domain';

// What the Parser tab reads from a sample data file (docs/product.md §3 "Parser configurations"): the sources a
// configuration can map (column numbers, header names, JSON pointers), the configuration sent to
// POST /services/testDataFile so that every source comes back as a column, and the mapping edits.

/** A column of the sample table: `key` names it in the preview's records, `mapKey` in the draft's mapping. */
type ParserSource = {
  key: string;
  /** Shown in the column header: the header name, the column number, or the pointer. */
  title: string;
  mapKey: string;
  /** A JSON pointer into the whole document (globalMetadataMapping) rather than into each element. */
  global: boolean;
};

/** TextDecoder names of the ENCODINGS. */
const DECODER_NAMES: Record<string, string> = {
  'UTF-8': 'utf-8',
  'ISO-8859-1': 'iso-8859-1',
  'CP-1252': 'windows-1252',
};

/** The sample's text as the configuration's encoding gives it (only to find its sources; the server reads it). */
export function decodeSample(bytes: ArrayBuffer, encoding: string | null): string {
  return new TextDecoder(DECODER_NAMES[encoding ?? 'UTF-8'] ?? 'utf-8').decode(bytes);
}

/**
 * A configuration of another kind that keeps what makes sense (docs/web.md "Processing: the service editor"):
 * the encoding always, the separator and lenient flag where both kinds have them, and a mapping by column number
 * between the three column kinds.
 */
export function switchKind(kind: ParserKind, from: ParserConfiguration | null): ParserConfiguration {
  const encoding = from?.encoding ?? 'UTF-8';
  const separator = from && 'separator' in from ? from.separator : ';';
  const lenient = from && 'lenient' in from ? from.lenient : false;
  const byNumber =
    from && from.kind !== 'par.JSON' && !(from.kind === 'par.CSV' && from.usedColumnNames !== null)
      ? from.metadataMapping
      : {};
  const metadataMapping = kind === from?.kind ? from.metadataMapping : byNumber;
  switch (kind) {
    case 'par.CSV':
      return {
        kind,
        encoding,
        separator,
        quoteChar: '"',
        lenient,
        headerPresent: false,
        usedColumnNames: null,
        metadataMapping,
      };
    case 'par.FixedWidth':
      return { kind, encoding, columnWidths: [], metadataMapping };
    case 'par.JSON':
      return {
        kind,
        encoding,
        elementsJSONPointer: null,
        metadataMapping: from?.kind === 'par.JSON' ? from.metadataMapping : {},
        globalMetadataMapping: {},
        lenient,
      };
    case 'par.Seiitra':
      return { kind, encoding, skipLinesBefore: 0, skipLinesAfter: 0, separator, metadataMapping, lenient };
  }
}

/** The first record of delimited text, honouring the quote character. */
export function firstRecord(text: string, separator: string, quote: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote && char === quote) {
      if (quoted && text[i + 1] === quote) {
        field += quote;
        i += 1;
      } else quoted = !quoted;
    } else if (!quoted && text.startsWith(separator, i)) {
      fields.push(field);
      field = '';
      i += separator.length - 1;
    } else if (!quoted && (char === '\n' || char === '\r')) {
      if (fields.length === 0 && field === '') continue;
      break;
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** The pointers of the leaves of a JSON value (at most `limit`), "/a/b" for { a: { b: 1 } }. */
function leafPointers(value: unknown, limit = 40, prefix = '', out = new Set<string>()): Set<string> {
  if (out.size >= limit) return out;
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.slice(0, 3).map((v, i) => [String(i), v])
      : Object.entries(value);
    for (const [key, child] of entries) {
      leafPointers(child, limit, `${prefix}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
    }
  } else if (prefix) out.add(prefix);
  return out;
}

function resolvePointer(document: unknown, pointer: string): unknown {
  let at = document;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

const numbered = (count: number, names: readonly string[] | null, byName: boolean): ParserSource[] =>
  Array.from({ length: count }, (_, index) => {
    const name = names?.[index];
    return {
      key: String(index),
      title: name ? `${name} (${index})` : String(index),
      mapKey: byName && name !== undefined ? name : String(index),
      global: false,
    };
  });

/** The sources of a configuration on a sample text, plus those the mapping names that the sample lacks (JSON). */
export function sourcesOf(config: ParserConfiguration, text: string | null): ParserSource[] {
  switch (config.kind) {
    case 'par.FixedWidth':
      return numbered(config.columnWidths.length, null, false);
    case 'par.CSV': {
      if (text === null || config.separator === '') return [];
      const first = firstRecord(text, config.separator, config.quoteChar);
      const byName = config.usedColumnNames !== null;
      return numbered(first.length, config.headerPresent ? first : null, byName && config.headerPresent);
    }
    case 'par.Seiitra': {
      if (text === null || config.separator === '') return [];
      const line = text.split(/\r?\n/)[Math.max(0, config.skipLinesBefore)] ?? '';
      return numbered(line.split(config.separator).length, null, false);
    }
    case 'par.JSON': {
      const global = !config.elementsJSONPointer;
      const found = new Set<string>();
      if (text !== null) {
        try {
          const document: unknown = JSON.parse(text);
          if (global) leafPointers(document, 40, '', found);
          else {
            const elements = resolvePointer(document, config.elementsJSONPointer!);
            // Only the leaves every element has: the preview maps them all, and one missing would stop it.
            if (Array.isArray(elements) && elements.length > 0) {
              const each = elements.slice(0, 5).map((element) => leafPointers(element));
              for (const pointer of each[0]!)
                if (each.every((leaves) => leaves.has(pointer))) found.add(pointer);
            }
          }
        } catch {
          // The server names the line and column of the syntax error.
        }
      }
      const mapped = Object.keys(global ? config.globalMetadataMapping : config.metadataMapping);
      return [...new Set([...found, ...mapped])].map((pointer) => ({
        key: pointer,
        title: pointer,
        mapKey: pointer,
        global,
      }));
    }
  }
}

const identity = (sources: readonly ParserSource[]): MetadataMapping =>
  Object.fromEntries(sources.map((source) => [source.key, source.key]));

/**
 * What the tab sends to testDataFile: the draft's configuration with every source mapped to itself, so that the
 * table shows all columns before any is mapped. Without sources, the draft's own configuration.
 */
export function previewConfiguration(
  config: ParserConfiguration,
  sources: readonly ParserSource[],
): ParserConfiguration {
  if (sources.length === 0) return config;
  switch (config.kind) {
    case 'par.CSV':
      return { ...config, usedColumnNames: null, metadataMapping: identity(sources) };
    case 'par.FixedWidth':
    case 'par.Seiitra':
      return { ...config, metadataMapping: identity(sources) };
    case 'par.JSON':
      return config.elementsJSONPointer
        ? { ...config, metadataMapping: identity(sources), globalMetadataMapping: {} }
        : { ...config, metadataMapping: {}, globalMetadataMapping: identity(sources) };
  }
}

/** The metadata a source is mapped to, or null when not used. */
export function targetOf(config: ParserConfiguration, source: ParserSource): string | null {
  if (config.kind === 'par.CSV' && config.usedColumnNames !== null) {
    if (!config.usedColumnNames.includes(source.mapKey)) return null;
    return config.metadataMapping[source.mapKey] ?? source.mapKey;
  }
  const mapping =
    config.kind === 'par.JSON' && source.global ? config.globalMetadataMapping : config.metadataMapping;
  return mapping[source.mapKey] ?? null;
}

function setEntry(mapping: MetadataMapping, key: string, target: string | null): MetadataMapping {
  const next = { ...mapping };
  if (target === null) delete next[key];
  else next[key] = target;
  return next;
}

/** The configuration with a source mapped to `target` (null: not used). */
export function withTarget(
  config: ParserConfiguration,
  source: ParserSource,
  target: string | null,
): ParserConfiguration {
  if (config.kind === 'par.CSV' && config.usedColumnNames !== null) {
    const names = config.usedColumnNames.filter((name) => name !== source.mapKey);
    return {
      ...config,
      usedColumnNames: target === null ? names : [...names, source.mapKey],
      metadataMapping: setEntry(config.metadataMapping, source.mapKey, target),
    };
  }
  if (config.kind === 'par.JSON' && source.global) {
    return {
      ...config,
      globalMetadataMapping: setEntry(config.globalMetadataMapping, source.mapKey, target),
    };
  }
  return {
    ...config,
    metadataMapping: setEntry(config.metadataMapping, source.mapKey, target),
  } as ParserConfiguration;
}

/**
 * The sample as the deposit will see it, for the expression builder's dataFileValue nodes: the mapped metadata
 * names as columns, each record keyed by them.
 */
export function mappedSample(
  config: ParserConfiguration,
  sources: readonly ParserSource[],
  records: TestDataFileResult['records'],
): { columns: string[]; records: Record<string, string>[] } {
  const mapped = sources.flatMap((source) => {
    const target = targetOf(config, source);
    return target === null ? [] : [{ source, target }];
  });
  return {
    columns: mapped.map(({ target }) => target),
    records: records.map((record) =>
      Object.fromEntries(mapped.map(({ source, target }) => [target, record.values[source.key] ?? ''])),
    ),
  };
}

/**
 * Delimited columns read by header name or by number. The mapping follows through the sample's header when there
 * is one; without it the mapping starts empty, its keys meaning nothing in the other mode.
 */
export function readByName(
  config: Extract<ParserConfiguration, { kind: 'par.CSV' }>,
  byName: boolean,
  header: readonly string[] | null,
): ParserConfiguration {
  const entries = Object.entries(config.metadataMapping);
  if (byName) {
    const mapped = header
      ? entries.flatMap(([index, target]) =>
          header[Number(index)] ? [[header[Number(index)]!, target]] : [],
        )
      : [];
    return {
      ...config,
      headerPresent: true,
      usedColumnNames: mapped.map(([name]) => name!),
      metadataMapping: Object.fromEntries(mapped),
    };
  }
  const used = config.usedColumnNames ?? [];
  const mapped = header
    ? used.flatMap((name) =>
        header.includes(name) ? [[String(header.indexOf(name)), config.metadataMapping[name] ?? name]] : [],
      )
    : [];
  return { ...config, usedColumnNames: null, metadataMapping: Object.fromEntries(mapped) };
}
