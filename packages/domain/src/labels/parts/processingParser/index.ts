import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Processing: the parser and metadata tabs of the service editor (a sample data file read as a table, columns mapped).
export const processingParserLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
