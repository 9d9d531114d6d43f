import { DocumentError } from '../errors';
import { decodeText } from './decode';
import { parseJsonPointer, resolveJsonPointer } from './json-pointer';
import type { LineIssues } from './report';
import type { ByteSource, DataRecord, JsonParserConfig } from './types';

type Mapping = ReadonlyArray<readonly [name: string, tokens: string[], pointer: string]>;

/**
 * JSON data files. JSON.parse needs the whole text, so the file is read whole up to `maxBytes` (default 256 MiB,
 * half V8's longest string) and refused beyond with `data.tooLarge`. Records come from the array at
 * `elementsJSONPointer`; their `line` is the element's 1-based position. Without an elements pointer the document
 * is one record built from the global mapping (docs/product.md §5 JSON checks).
 */
export async function* parseJson(
  config: JsonParserConfig,
  source: ByteSource,
  issues: LineIssues,
  maxBytes: number,
): AsyncGenerator<DataRecord> {
  const perElement = compile(config.metadataMapping ?? {});
  const global = compile(config.globalMetadataMapping ?? {});
  const elementsPointer = config.elementsJSONPointer || undefined;
  if (elementsPointer ? perElement.length === 0 : global.length === 0) {
    throw new DocumentError('data.config', 'The JSON metadata mapping is empty', {});
  }

  const text = await readAll(source, config, maxBytes);
  const document = parseText(text);
  const globalValues = extract(document, global, (pointer) => {
    throw new DocumentError('data.jsonPointer', `The document has nothing at ${pointer}`, { pointer });
  });
  if (!elementsPointer) {
    yield { line: 1, values: globalValues ?? {} };
    return;
  }

  const elements = resolveJsonPointer(document, parseJsonPointer(elementsPointer));
  if (!Array.isArray(elements)) {
    throw new DocumentError('data.jsonPointer', `${elementsPointer} does not designate an array of elements`, {
      pointer: elementsPointer,
    });
  }
  for (const [index, element] of elements.entries()) {
    const line = index + 1;
    const values = extract(element, perElement, (pointer) =>
      issues.report(
        new DocumentError('data.jsonPointer', `Element ${line}: nothing at ${pointer}`, { line, pointer }),
      ),
    );
    if (values) yield { line, values: { ...globalValues, ...values } };
  }
}

// Mappings are source → target like every parser's (docs/domain-decisions.md "Metadata mappings are source →
// target maps", checked so by validation/parser.ts): the key is the pointer, the value the metadata name.
function compile(mapping: Record<string, string>): Mapping {
  return Object.entries(mapping).map(([pointer, name]) => [name, parseJsonPointer(pointer), pointer] as const);
}

/** Values of a mapping, or undefined once `missing` (which may throw) has been told about an absent pointer. */
function extract(
  from: unknown,
  mapping: Mapping,
  missing: (pointer: string) => void,
): Record<string, string> | undefined {
  const values: Record<string, string> = {};
  for (const [name, tokens, pointer] of mapping) {
    const value = resolveJsonPointer(from, tokens);
    if (value === undefined) {
      missing(pointer);
      return undefined;
    }
    values[name] = toText(value);
  }
  return values;
}

function toText(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

async function readAll(source: ByteSource, config: JsonParserConfig, maxBytes: number): Promise<string> {
  let bytes = 0;
  async function* limited(): AsyncGenerator<Uint8Array> {
    for await (const chunk of source) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        throw new DocumentError('data.tooLarge', `JSON files larger than ${maxBytes} bytes cannot be read`, {
          limit: maxBytes,
        });
      }
      yield chunk;
    }
  }
  const parts: string[] = [];
  for await (const text of decodeText(limited(), config.encoding)) parts.push(text);
  return parts.join('');
}

function parseText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    // V8 names the offset ("at position 42"); turn it into the line and column a person can find.
    const position = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? text.length);
    const before = text.slice(0, position);
    const line = before.split('\n').length;
    const column = position - before.lastIndexOf('\n');
    throw new DocumentError('data.syntax', `Line ${line}: invalid JSON (${(error as Error).message})`, {
      line,
      column,
    });
  }
}
