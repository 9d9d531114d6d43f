import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// The states and status codes of jobs (deposits), delivery commands (orders), shipments (documents) and pack
// groups (letters) as every screen shows them, and the text of a state or code the catalogue does not know.
// Status code labels follow the meanings of docs/product.md §4 (SHIPMENT_STATUS_CODES).
export const statusLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
