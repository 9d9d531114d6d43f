import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// The validator's path: Order validation (every letter with its address as printed, check, preview, proof; several
// orders at once), the letters tables' words (corrected by hand) and a service's split marker told in words.
export const orderValidationLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
