// What the other features may use of features/channels (docs/architecture.md): everything else is internal.
export { canAdminChannels, channelOf, presentChannel } from './channel-access';
export { verifyExternalOutputToken } from './external-output-token';
export { allChannels, channelById, channelIdsOfferedTo, optionValuesByIds } from './queries';
export { composeAreaOf, rgbaOf } from './compose-area';
export { composeChoiceOf } from './compose-choice';
export { preflightProfilesOf } from './preflight-profiles';
