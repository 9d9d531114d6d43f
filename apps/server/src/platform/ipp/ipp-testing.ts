import ipp from 'ipp-encoder';
import { TAG } from './ipp-message';

/** A Print-Job-like request as a client encodes it (tests of the IPP codec and of the virtual printer). */
export const request = (operationId = 0x02, version = { major: 2, minor: 0 }, first = 'attributes-charset') =>
  ipp.request.encode({
    version,
    operationId,
    requestId: 42,
    groups: [
      {
        tag: TAG.operation,
        attributes: [
          { tag: TAG.charset, name: first, value: ['utf-8'] },
          { tag: TAG.naturalLanguage, name: 'attributes-natural-language', value: ['en'] },
          { tag: TAG.uri, name: 'printer-uri', value: ['ipp://printer.example:8080/ipp/print/abc'] },
          { tag: TAG.name, name: 'job-name', value: ['Invoices'] },
        ],
      },
    ],
  });
