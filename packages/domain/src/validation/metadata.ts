import type { Service, ServiceMetadata } from '../api/services/service';
import { type ValidationIssue, compileFullMatch, entryPath, error, isBlank } from './issues';

// Metadata value checks (docs/product.md §5 "Metadata").

/**
 * docs/product.md §5: an identifier metadata checked against controlled values is mandatory, whatever its
 * flag says.
 */
export function isMetadataMandatory(metadata: ServiceMetadata): boolean {
  return metadata.mandatory || (metadata.identifier && metadata.validationKind === 'svm.ControlledValue');
}

export function countLines(value: string): number {
  return value.split(/\r\n|\r|\n/).length;
}

export type MetadataValueOptions = {
  /** The values of the metadata's controlled-value list; the check is skipped when unknown. */
  controlledValues?: readonly string[];
};

/** Every check of one metadata value; `path` locates the value. An empty optional value passes. */
export function validateMetadataValue(
  metadata: ServiceMetadata,
  value: string | null | undefined,
  path: string,
  options: MetadataValueOptions = {},
): ValidationIssue[] {
  const params = { name: metadata.label ?? metadata.name };
  if (isBlank(value)) return isMetadataMandatory(metadata) ? [error('metadata.mandatory', path, params)] : [];
  const text = value!;
  const issues: ValidationIssue[] = [];

  if (metadata.type !== 'DATE') {
    const { validation, maxLines } = metadata.properties;
    if (validation !== null) {
      const pattern = compileFullMatch(validation);
      if (pattern === null) issues.push(error('service.pattern.invalid', path, { pattern: validation }));
      else if (!pattern.test(text))
        issues.push(error('metadata.pattern', path, { ...params, pattern: validation }));
    }
    const lines = countLines(text);
    if (maxLines !== null && lines > maxLines) {
      issues.push(error('metadata.maxLines', path, { ...params, maxLines, lines }));
    }
  }
  if (
    metadata.validationKind === 'svm.ControlledValue' &&
    options.controlledValues !== undefined &&
    !options.controlledValues.includes(text)
  ) {
    issues.push(error('metadata.controlledValue', path, { ...params, value: text }));
  }
  if (
    metadata.validationKind === 'svm.ConstantMetadata' &&
    metadata.constantValues.length > 0 &&
    !metadata.constantValues.includes(text)
  ) {
    issues.push(error('metadata.constantValue', path, { ...params, value: text }));
  }
  return issues;
}

/**
 * The job's metadata values against the service's metadata (`rawJobMetadatas["name"]` paths).
 * `controlledValues` maps a controlled-value list name (ServiceMetadata.controlledValueName) to its values.
 */
export function validateJobMetadatas(
  service: Pick<Service, 'serviceMetadatas'>,
  rawJobMetadatas: Readonly<Record<string, string>>,
  controlledValues: Readonly<Record<string, readonly string[]>> = {},
): ValidationIssue[] {
  return service.serviceMetadatas.flatMap((metadata) => {
    const list =
      metadata.controlledValueName === null ? undefined : controlledValues[metadata.controlledValueName];
    return validateMetadataValue(
      metadata,
      rawJobMetadatas[metadata.name],
      entryPath('rawJobMetadatas', metadata.name),
      list === undefined ? {} : { controlledValues: list },
    );
  });
}
