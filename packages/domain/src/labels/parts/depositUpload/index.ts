import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// The deposit screens: service home (send.home.*), boxes and uploads (send.upload.*), the deposit's fields
// (send.metadata.*). docs/product.md §8 gives three texts: 'Your job could not be created.', 'The number of
// files is not sufficient...' and 'The specified job could not be found.' (the spec spells the second
// 'sufficent': users read the word spelt right).
export const depositUploadLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
