import IconCertificate from '@tabler/icons-react/icons/IconCertificate';
import IconLock from '@tabler/icons-react/icons/IconLock';
import IconMail from '@tabler/icons-react/icons/IconMail';
import IconMailbox from '@tabler/icons-react/icons/IconMailbox';
import IconMailCheck from '@tabler/icons-react/icons/IconMailCheck';
import IconMessage from '@tabler/icons-react/icons/IconMessage';
import IconPackage from '@tabler/icons-react/icons/IconPackage';
import IconPrinter from '@tabler/icons-react/icons/IconPrinter';
import type { TablerIcon } from '@tabler/icons-react';
import type { ChannelType } from '@postbridge/domain';
import { useComputedColorScheme } from '@mantine/core';
import { channelColor, channelColorOnDark } from '../channelColors';

// One picture per delivery channel of docs/product.md §1, in the channel's colour of the scheme shown
// (ui/channelColors.ts).
const CHANNEL_ICONS: Record<ChannelType, TablerIcon> = {
  EMAIL: IconMail,
  POSTAL_MAIL: IconMailbox,
  REGISTERED_MAIL: IconCertificate,
  REGISTERED_EMAIL: IconMailCheck,
  DIGITAL_SAFE: IconLock,
  SMS: IconMessage,
  PACKING: IconPackage,
  ON_PREMISE_PRINT: IconPrinter,
};

/** A channel type's icon: decorative, always beside the channel's name, which says what it is. */
export function ChannelIcon({ type, size = 16 }: { type: ChannelType; size?: number }) {
  const Icon = CHANNEL_ICONS[type];
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <Icon
      size={size}
      stroke={1.75}
      color={dark ? channelColorOnDark(type) : channelColor(type)}
      aria-hidden="true"
      data-channel-type={type}
      style={{ flexShrink: 0 }}
    />
  );
}
