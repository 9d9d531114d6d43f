import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Processing: the services list (filter, create, copy, enable, delete with force, export and import).
export const processingServicesLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
