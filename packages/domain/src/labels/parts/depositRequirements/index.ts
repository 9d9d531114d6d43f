import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// The requirements check of the Send screens (docs/product.md §2 "Compute and check requirements", §3
// Requirement value, §8).
export const depositRequirementsLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
