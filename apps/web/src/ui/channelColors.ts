import type { ChannelType } from '@postbridge/domain';

// The one channel colour map of the web app (charts, badges, icons). The spec gives channels no colours
// (docs/web.md "Channel colours"): these are ours, chosen to stay apart from one another, to reach 3:1
// against the light background (WCAG 1.4.11 non-text contrast; on the dark one, `channelColorOnDark`) and to
// carry white text at 4.5:1 where a label sits on them.
const CHANNEL_COLORS: Record<ChannelType, string> = {
  EMAIL: '#1565C0',
  POSTAL_MAIL: '#B45309',
  REGISTERED_MAIL: '#7B1FA2',
  REGISTERED_EMAIL: '#00796B',
  DIGITAL_SAFE: '#2E7D32',
  SMS: '#C2185B',
  PACKING: '#5D4037',
  ON_PREMISE_PRINT: '#455A64',
};

/** The colour that stands for a channel wherever one is drawn. */
export function channelColor(channel: ChannelType): string {
  return CHANNEL_COLORS[channel];
}

// The same channels on the dark scheme's page (dark.7 #242424), where the colours above fall to 1.7–3.1:1:
// lighter tones of the same hues, each at 5:1 or more against it (channelColors.test.ts).
const CHANNEL_COLORS_ON_DARK: Record<ChannelType, string> = {
  EMAIL: '#64B5F6',
  POSTAL_MAIL: '#FBBF24',
  REGISTERED_MAIL: '#CE93D8',
  REGISTERED_EMAIL: '#4DB6AC',
  DIGITAL_SAFE: '#81C784',
  SMS: '#F06292',
  PACKING: '#BCAAA4',
  ON_PREMISE_PRINT: '#90A4AE',
};

/** The colour of a channel drawn on the dark scheme's background. */
export function channelColorOnDark(channel: ChannelType): string {
  return CHANNEL_COLORS_ON_DARK[channel];
}
