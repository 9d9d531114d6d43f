import { describe, expect, it } from 'vitest';
import { ippPrinterUriProblem } from './ipp-endpoint';

describe('ippPrinterUriProblem', () => {
  it('takes ipp:// and ipps:// printer URIs; refuses other schemes, credentials, a query', () => {
    const problem = (uri: string) => ippPrinterUriProblem(uri)?.labelId ?? null;
    expect(problem('ipp://printer.example:631/ipp/print')).toBeNull();
    expect(problem('ipps://printer.example/ipp/print')).toBeNull();
    expect(problem('ipp://cups.example:631/printers/office')).toBeNull();
    expect(problem('https://printer.example/ipp/print')).toBe('system.provider.error.endpointIpp');
    expect(problem('printer.example')).toBe('system.provider.error.endpointIpp');
    expect(problem('ipp://user:pw@printer.example/ipp/print')).toBe(
      'system.provider.error.endpointCredentials',
    );
    expect(problem('ipp://printer.example/ipp/print?x=1')).toBe('system.provider.error.endpointQuery');
  });
});
