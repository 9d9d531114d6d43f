// What the other parts of the server use of features/api-keys (docs/architecture.md): the Bearer resolution of
// the session hook and the history of calls made with a key (app.ts).
export { isApiKeySecret, resolveApiKey } from './resolve-api-key';
export { recordApiKeyCall } from './record-api-key-call';
