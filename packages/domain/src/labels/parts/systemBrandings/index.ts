import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// System: white labels (brandings), their images, CSS, chat support, embedded mode and news.
export const systemBrandingsLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
