// Evaluation of computed values and conditions (docs/product.md §3 "Expression nodes"), fed by an
// EvaluationContext.
export { evaluateCondition, evaluateExpression } from './evaluate';
export type { EvaluationContext, PdfTextRequest } from './context';
export {
  type FormulaError,
  type FormulaResult,
  parseCondition,
  parseExpression,
  printCondition,
  printExpression,
} from './formula';
export {
  type DateTimeParts,
  dateTimePartsIn,
  formatDatePattern,
  isValidDateTime,
  parseDatePattern,
  readDateText,
} from './date-pattern';
export { REMOVABLE_TITLES, TITLE_CONJUNCTIONS, parseDecimal } from './text';
