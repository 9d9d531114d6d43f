import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Processing: the expression and condition builder (every node, the text form, the live result).
export const processingExpressionsLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
