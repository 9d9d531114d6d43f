import IconAlertCircle from '@tabler/icons-react/icons/IconAlertCircle';
import IconAlertTriangle from '@tabler/icons-react/icons/IconAlertTriangle';
import IconBan from '@tabler/icons-react/icons/IconBan';
import IconBellOff from '@tabler/icons-react/icons/IconBellOff';
import IconCircleCheck from '@tabler/icons-react/icons/IconCircleCheck';
import IconCircleDashed from '@tabler/icons-react/icons/IconCircleDashed';
import IconCircleX from '@tabler/icons-react/icons/IconCircleX';
import IconClipboardCheck from '@tabler/icons-react/icons/IconClipboardCheck';
import IconMail from '@tabler/icons-react/icons/IconMail';
import IconMailOpened from '@tabler/icons-react/icons/IconMailOpened';
import IconPrinter from '@tabler/icons-react/icons/IconPrinter';
import IconProgress from '@tabler/icons-react/icons/IconProgress';
import IconTruckDelivery from '@tabler/icons-react/icons/IconTruckDelivery';
import type { TablerIcon } from '@tabler/icons-react';
import type { DisplayStatusKind } from '@postbridge/domain';

/**
 * One icon per display kind, so that a state reads by its shape as well as by its colour (WCAG 1.4.1: colour
 * is never the only sign).
 */
export const STATUS_ICONS: Record<DisplayStatusKind, TablerIcon> = {
  neutral: IconCircleDashed,
  processing: IconProgress,
  ok: IconCircleCheck,
  ready: IconClipboardCheck,
  error: IconAlertCircle,
  warn: IconAlertTriangle,
  left: IconTruckDelivery,
  fatal: IconCircleX,
  opened: IconMailOpened,
  notOpened: IconMail,
  reprintSent: IconPrinter,
  recipientReject: IconBan,
  unsubscribed: IconBellOff,
};
