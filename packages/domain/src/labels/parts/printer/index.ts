import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// The virtual printer: its screens and errors (issue 16).
export const printerLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
