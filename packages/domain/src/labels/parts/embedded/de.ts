import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {};
