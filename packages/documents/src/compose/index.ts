// Print composition: output files per channel and output-file configuration, written batch by batch.
export { composedSize, composeOutput, DEFAULT_BATCH_SIZE } from './compose-output';
export { toPortable, verifyFile } from './portable';
export { composeBatch, composeInParallel, verifyInParallel } from './parallel';
export type { BatchRequest, ComposedBatch } from './parallel';
export type { PortableArea, PortableComposition, PortableDocument, PortableSource } from './portable';
export type { ComposeSink } from './sink';
export { ADDRESS_WINDOWS_MM, addressPageLayout, addressWindowOf, returnLineOf } from './address-page';
export { verifyComposedOutput } from './verify-output';
export type {
  ExpectedWindow,
  OutputExpectation,
  VerificationCode,
  VerificationFailure,
} from './verify-output';
export { isPageSelected, pageSelectorOf } from './page-selector';
export { COLOUR_MODES, ENVELOPES } from './types';
export type {
  AddressPage,
  AreaReplacement,
  ColourMode,
  ComposeArea,
  ComposeDocument,
  ComposedDocument,
  ComposeOptions,
  ComposeResult,
  ComposeWarning,
  ComposeWarningCode,
  Envelope,
  PagePosition,
  PageTemplate,
  SourcePages,
} from './types';
export type { FontFile } from '../pdf/shape-text';
