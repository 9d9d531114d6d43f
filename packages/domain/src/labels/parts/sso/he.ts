import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {};
