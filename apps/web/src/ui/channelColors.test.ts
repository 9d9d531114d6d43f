import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { CHANNEL_TYPES } from '@postbridge/domain';
import { contrastRatio } from '../app/theme/contrast';
import { channelColor, channelColorOnDark } from './channelColors';

describe('channel colours', () => {
  it('draw every channel at 3:1 at least against the page of its scheme (WCAG 1.4.11), in distinct colours', () => {
    for (const channel of CHANNEL_TYPES) {
      expect({ channel, light: contrastRatio(channelColor(channel), '#ffffff') >= 3 }).toEqual({
        channel,
        light: true,
      });
      expect({
        channel,
        dark: contrastRatio(channelColorOnDark(channel), DEFAULT_THEME.colors.dark[7]) >= 3,
      }).toEqual({ channel, dark: true });
    }
    expect(new Set(CHANNEL_TYPES.map(channelColor)).size).toBe(CHANNEL_TYPES.length);
    expect(new Set(CHANNEL_TYPES.map(channelColorOnDark)).size).toBe(CHANNEL_TYPES.length);
  });
});
