export { preflightLetter } from './preflight-letter';
export type { PreflightPart, PreflightProfile, PreflightResult } from './types';
