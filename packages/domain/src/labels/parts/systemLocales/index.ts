import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// System: the label catalogue, its translations and the server-side overrides.
export const systemLocalesLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
