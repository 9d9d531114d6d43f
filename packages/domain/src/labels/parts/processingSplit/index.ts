import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Processing: the split tab of the service editor (a sample PDF, the area placed on its pages, the split previewed).
export const processingSplitLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
