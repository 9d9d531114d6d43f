import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// System: option types and options, the channel provider settings and the System home.
export const systemOptionsLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
