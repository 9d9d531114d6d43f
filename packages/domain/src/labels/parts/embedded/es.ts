import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {};
