import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {};
