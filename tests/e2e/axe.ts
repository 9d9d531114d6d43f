import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.0 and 2.1, levels A and AA: what issue 19 asks the product to meet. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a test; minor and moderate findings are reported by axe but not enforced here. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe for `page`, run frame by frame in the page itself ("legacy" mode): its default mode finishes in a new page
 * of the same context, which the specs' pages made by `browser.newPage()` (a context of their own) cannot open.
 */
const builder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** A violation as a person reads it: rule, impact, help, then each element with what is wrong with it. */
function describe(violation: Result): string {
  const nodes = violation.nodes.map(
    (node) =>
      `    ${node.target.join(' >> ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
  );
  return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * Waits (at most 2 s) for the transitions and animations running now to end: a dialog or a toast fading in is
 * half transparent, and axe would measure the contrast of a colour nobody reads. Endless ones (loaders) are left.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * Runs axe on the page as it is now (open dialogs and menus included, they sit in portals of the same document)
 * and throws on any serious or critical WCAG 2.1 AA violation, naming the rule, its help, the elements and the
 * step `name`.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  const { violations } = await builder(page).withTags(WCAG_AA).analyze();
  const failing = violations.filter((v) => v.impact && FAILING_IMPACTS.has(v.impact));
  if (failing.length === 0) return;
  throw new Error(
    `axe on "${name}" (${page.url()}): ${failing.length} serious or critical violation(s)\n${failing.map(describe).join('\n')}`,
  );
}

/** axe's best-practice rules about a page's structure, enforced whatever their impact. */
const STRUCTURE_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-banner-is-top-level',
  'landmark-unique',
  'region',
  'page-has-heading-one',
  'heading-order',
];

/**
 * The screen's structure (issue 19): one main landmark, every text inside a landmark, landmarks told apart by
 * their names, exactly one h1 and no heading level skipped.
 */
export async function expectStructured(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  const { violations } = await builder(page).withRules(STRUCTURE_RULES).analyze();
  const h1 = await page.locator('h1:visible').count();
  const problems = violations.map(describe);
  if (h1 !== 1) problems.push(`  ${h1} visible h1 elements, one expected`);
  if (problems.length > 0) throw new Error(`structure of "${name}" (${page.url()}):\n${problems.join('\n')}`);
}
