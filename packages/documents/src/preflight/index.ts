export { preflightLetter, prescanPage } from './preflight-letter';
export type { PreflightPart, PreflightProfile, PreflightResult } from './types';
