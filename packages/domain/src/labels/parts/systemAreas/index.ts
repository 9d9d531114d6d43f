import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// System: technical areas of an output file, drawn on a page preview, and the rendered sample.
export const systemAreasLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
