import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Manage detail screens (deposit, order, document) and the shared download helper (docs/product.md §2 Manage,
// §3, §4, §8). Keys: `details.*` for the screens, `download.*` for every download of the app (docs/product.md
// §8 shared 'download error'). The states and status codes themselves are in parts/statuses (`status.*`),
// shared by every screen.
export const manageDetailsLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
