import type { OrderPlan } from '@postbridge/domain';

// The expected post date of an order (docs/product.md §3 "Delivery creation: expectedPostDate (optional)"): a
// day every channel of the plan allows. The server checks working days too (issue
// delivery.postDate.notAllowed).

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface PostDateLimits {
  earliest: string;
  latest: string;
}

/** The days every channel of the plan allows: the latest earliest and the earliest latest; null without channel. */
export function postDateLimits(plan: Pick<OrderPlan, 'channels'> | undefined): PostDateLimits | null {
  const channels = plan?.channels ?? [];
  if (!channels.length) return null;
  return {
    earliest: channels
      .map((c) => c.earliestPostDate)
      .sort()
      .at(-1)!,
    latest: channels.map((c) => c.latestPostDate).sort()[0]!,
  };
}

/** Why a typed date cannot be sent: not a real yyyy-MM-dd day, or outside the limits; null when it can (or is empty). */
export function postDateProblem(text: string, limits: PostDateLimits | null): 'format' | 'range' | null {
  if (text === '') return null;
  if (!ISO_DAY.test(text)) return 'format';
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'format';
  if (limits && (text < limits.earliest || text > limits.latest)) return 'range';
  return null;
}
