import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Print pre-flight: the message of each finding and its severity (issue 23).
export const preflightLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
