import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Labels of the list screens (ui/lists), the manage lists and the monitoring screens. The overflow text is
// docs/product.md §8 verbatim; 'Date input not valid.' is the date-picker's message of docs/product.md §8.
export const manageListsLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
