// Names of computed-value nodes and conditions (docs/product.md §3 "Expression nodes"). The evaluator lives
// elsewhere.

export const EXPRESSION_NODE_KINDS = [
  'constant',
  'currentDate',
  'dataFileValue',
  'fileName',
  'pdfMetadata',
  'pdfText',
  'jobFileName',
  'positionInBox',
  'metadataReference',
  'coalesce',
  'concat',
  'substring',
  'clean',
  'dateFormat',
  'dateParse',
  'replace',
  'caseNormalization',
  'titleClean',
  'sheetCount',
  'recipientCount',
  'recipientChoiceEmail',
  'consentLink',
] as const;
export type ExpressionNodeKind = (typeof EXPRESSION_NODE_KINDS)[number];

export const CONDITION_KINDS = [
  'and',
  'or',
  'not',
  'equal',
  'empty',
  'contains',
  'startsWith',
  'endsWith',
  'matches',
  'lessThan',
  'numericEqual',
  'hasOption',
  'matchesMainPreferences',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];
