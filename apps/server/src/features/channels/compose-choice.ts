import { COLOUR_MODES, ENVELOPES } from '@postbridge/documents';
import type { ColourMode, ComposeOptions, Envelope } from '@postbridge/documents';

// What an option does to composition (duplex, colour, envelope): read by print composition (sending) and by
// print pre-flight (preflight-profiles.ts), so that both see the same letter.

type ComposeChoice = Pick<ComposeOptions, 'duplex' | 'colour' | 'envelope'>;

/**
 * What the demo options do (seed/demo-options.ts), as long as they carry no properties: an option says what
 * it does in its `properties` (`duplex`: true|false, `colour`: COLOR|BLACK_AND_WHITE, `envelope`: DL|C5|C4).
 */
const DEMO_OPTION_EFFECTS: Record<string, ComposeChoice> = {
  'printing-recto': { duplex: false },
  'printing-recto-verso': { duplex: true },
  'colour-bw': { colour: 'BLACK_AND_WHITE' },
  'colour-colour': { colour: 'COLOR' },
  'envelope-dl': { envelope: 'DL' },
  'envelope-c4': { envelope: 'C4' },
};

/** The composition settings the delivery's options choose. */
export function composeChoiceOf(
  options: readonly { id: string; properties: Record<string, string> }[],
): ComposeChoice {
  const choice: ComposeChoice = {};
  for (const option of options) {
    Object.assign(choice, DEMO_OPTION_EFFECTS[option.id] ?? {});
    const { duplex, colour, envelope } = option.properties;
    if (duplex === 'true' || duplex === 'false') choice.duplex = duplex === 'true';
    if ((COLOUR_MODES as readonly string[]).includes(colour ?? '')) choice.colour = colour as ColourMode;
    if ((ENVELOPES as readonly string[]).includes(envelope ?? '')) choice.envelope = envelope as Envelope;
  }
  return choice;
}
